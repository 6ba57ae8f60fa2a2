export default {
  signIn: "Iniciar sesión",
  lead: "Te damos la bienvenida a {app}. Inicia sesión o crea tu cuenta.",
  askingAgain:
    "¿Lo pides otra vez? Un correo nuevo trae un código nuevo: el código de uno anterior deja de funcionar en este dispositivo.",
  emailLabel: "Correo electrónico",
  emailMe: "Envíame un enlace para entrar",
  or: "o",
  continueWith: "Continuar con {provider}",
  notSetUp: "El inicio de sesión aún no está configurado en este servidor.",
  backHome: "Volver a la página de inicio",
  checkEmail: "Revisa tu correo",
  sentLead:
    "Enviamos un enlace y un código de {length} dígitos a {email}. Sirven una sola vez y caducan en {minutes} minutos.",
  codeLabel: "Código del correo",
  codeWhere:
    "Escribe el código aquí, en este dispositivo. En otro dispositivo, abre el enlace del correo.",
  devNotice:
    "Este servidor no tiene servidor de correo configurado (sin SMTP_URL), así que el correo no se envió. Su código es {code}, y este es su enlace:",
  openLink: "Abrir el enlace de inicio de sesión",
  noEmail: "¿No te llega? Revisa la carpeta de spam o pide uno nuevo.",
  wrongAddress: "¿Dirección equivocada? Cámbiala",
  signInTo: "Inicia sesión en {app}",
  signingInAs: "Vas a iniciar sesión como {email}.",
  emailUnavailable: "El inicio de sesión por correo no está disponible en este servidor.",
  invalidEmail: "Escribe un correo válido, como tu@ejemplo.com.",
  missingEmail: "Escribe tu correo electrónico.",
  tooManyLinks:
    "{minutes, plural, one {Se pidieron demasiados enlaces. Inténtalo de nuevo en # minuto.} other {Se pidieron demasiados enlaces. Inténtalo de nuevo en # minutos.}}",
  sendFailed: "Ahora mismo no pudimos enviar el correo. Inténtalo de nuevo en unos minutos.",
  missingCode: "Escribe el código de {length} dígitos del correo.",
  wrongCode:
    "{tries, plural, one {Ese código no es correcto. Compáralo con el correo más reciente y vuelve a intentarlo (queda # intento).} other {Ese código no es correcto. Compáralo con el correo más reciente y vuelve a intentarlo (quedan # intentos).}}",
  addressLimit:
    "{hours, plural, one {Se escribieron demasiados códigos para esta dirección. Abre el enlace del correo o inténtalo de nuevo en # hora.} other {Se escribieron demasiados códigos para esta dirección. Abre el enlace del correo o inténtalo de nuevo en # horas.}}",
};
