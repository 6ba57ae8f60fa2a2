export default {
  title: "Tu cuenta se ha eliminado",
  text: "Tu perfil, respuestas, puntos, vales, likes y matches ya no están, y se ha cerrado tu sesión en todos tus dispositivos.",
  thanks: "Gracias por pasar tiempo en {app}. Puedes volver cuando quieras.",
  homepage: "Ir a la página principal",
};
