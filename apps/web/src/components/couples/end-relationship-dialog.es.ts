export default {
  title: "¿Terminar la relación?",
  description: "Lee lo que pasa antes de continuar.",
  removed: "Se elimina su conexión como pareja.",
  archived:
    "Su historial de quizzes se archiva: los dos pueden seguir leyéndolo en Historial de quizzes.",
  individual: "Las dos cuentas vuelven al modo individual.",
  told: "Le avisaremos a {partner} de que la terminaste.",
  undo: "Puedes deshacerlo durante {hours} horas desde Inicio o Perfil: vuelven su conexión, su racha y su historial de quizzes.",
  photoDeleted: "Se borra su foto de pareja, y Deshacer no la recupera.",
  confirm: "Terminar la relación",
  confirming: "Terminando...",
  endedTitle: "Relación terminada",
  endedText: "Ya no están en pareja. Sus datos se han archivado.",
};
