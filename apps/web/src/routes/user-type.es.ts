export default {
  welcome: "¡Te damos la bienvenida a {app}!",
  welcomeName: "¡Te damos la bienvenida a {app}, {name}!",
  intro: "¿Cómo quieres usar la app? Puedes cambiarlo más adelante.",
  coupleTitle: "Tengo pareja",
  coupleText:
    "Conecta con un código compartido, responde quizzes diarios en pareja y gana premios para tus citas.",
  singleTitle: "Estoy soltero/a",
  singleText:
    "Crea un perfil de citas, responde un quiz de 5 preguntas y conoce a gente con tus mismos intereses.",
  updated: "¡Perfil actualizado!",
  coupleUpdated: "¡Te damos la bienvenida al modo pareja!",
  singleUpdated: "Vamos a crear tu perfil de citas",
  failed: "No se pudo actualizar el perfil. Inténtalo de nuevo.",
  back: "Atrás",
  returning: "¿Cómo usas la app?",
  current:
    "{mode, select, couple {Usas la app en pareja.} other {Usas la app como soltero/a.}} Puedes cambiarlo cuando quieras.",
  switchTitle:
    "{mode, select, couple {¿Pasar a usar la app en pareja?} other {¿Pasar a usar la app como soltero/a?}}",
  switchTextSingle:
    "Tus puntos, vales e historial de quizzes se guardan para cuando vuelvas al modo pareja. Como soltero/a crearás un perfil de citas y descubrirás gente.",
  switchTextCouple:
    "Tu perfil de citas, tus likes y tus matches se guardan, pero nadie nuevo te verá en Descubrir hasta que vuelvas. Tus matches siguen en Mis matches.",
  pairedCannotSwitch:
    "Tienes una pareja conectada. Para usar la app como soltero/a, primero termina la relación (Perfil, Estado de la relación).",
  switchConfirm: "Cambiar",
  switching: "Cambiando...",
  goToProfile: "Ir al perfil",
};
