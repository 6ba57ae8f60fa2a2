export default {
  title: "¿Eliminar tu cuenta?",
  description: "No se puede deshacer. Si quieres una copia, descarga antes tus datos.",
  signedOut: "Se cierra tu sesión en todas partes a la vez.",
  relationshipEnds: "Si estás en pareja, la relación termina y se le avisa a tu pareja.",
  dataDeleted: "Se eliminan tu perfil, respuestas, puntos, cupones, likes y matches.",
  reportsStay: "Las denuncias se quedan para nuestro equipo, sin tu nombre.",
  label: "Escribe {word} para confirmar",
  confirm: "Eliminar la cuenta",
  deleting: "Eliminando...",
};
