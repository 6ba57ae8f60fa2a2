export default {
  signInAgain: "Volver a iniciar sesión",
  signInAgainTitle: "Vuelve a iniciar sesión",
};
