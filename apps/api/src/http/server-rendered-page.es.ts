export default {
  tooManyTries: "Demasiados intentos",
  somethingWentWrong: "Algo salió mal",
  couldNotDoThat: "No pudimos hacerlo",
  reference: "Referencia: {requestId}",
  crossSiteTitle: "Este formulario llegó desde otra dirección",
  crossSiteMessage:
    "Para proteger tu cuenta, {app} solo acepta este formulario desde sus propias páginas en {origin}. No se cambió nada.",
  backToSignIn: "Volver a iniciar sesión",
  backToApp: "Volver a {app}",
  openMyProfile: "Abrir mi perfil",
};
