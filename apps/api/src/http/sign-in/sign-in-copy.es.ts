export default {
  signIn: "Iniciar sesión",
  welcome: "Te damos la bienvenida a {app}. Inicia sesión o crea tu cuenta.",
  askingAgain:
    "¿Lo pides otra vez? Cada correo nuevo trae un código nuevo: el de un correo anterior deja de funcionar en este dispositivo.",
  emailLabel: "Correo electrónico",
  emailMe: "Enviarme un enlace de inicio de sesión",
  or: "o",
  continueWith: "Continuar con {provider}",
  notSetUp: "El inicio de sesión aún no está configurado en este servidor.",
  backHome: "Volver a la página principal",
  checkEmail: "Revisa tu correo",
  checkEmailLead:
    "Enviamos un enlace de inicio de sesión y un código de {digits} cifras a {email}. Funcionan una sola vez y caducan en {minutes} minutos.",
  codeLabel: "Código del correo",
  codeWhere:
    "Escribe el código aquí, en este dispositivo. En otro dispositivo, abre mejor el enlace del correo.",
  noSmtp:
    "Este servidor no tiene un servidor de correo configurado (sin SMTP_URL), así que el correo no se envió. Su código es {code}, y este es su enlace:",
  openLink: "Abrir el enlace de inicio de sesión",
  noEmail: "¿No te llegó? Revisa la carpeta de spam o pide uno nuevo.",
  wrongAddress: "¿Dirección equivocada? Cámbiala",
  tooManyTriesTitle: "Demasiados códigos incorrectos",
  tooManyTriesMessage:
    "Para proteger tu cuenta, este inicio de sesión dejó de funcionar, y su enlace también. Pide un correo nuevo.",
  expiredTitle: "Este código caducó",
  expiredMessage:
    "Los códigos y enlaces funcionan durante {minutes} minutos. Pide un correo nuevo.",
  usedTitle: "Este código ya se usó",
  usedMessage:
    "Este inicio de sesión ya se usó, con su código o con su enlace. Si abriste el enlace en otro dispositivo, tienes la sesión iniciada allí. Para iniciar sesión aquí, pide un correo nuevo.",
  notThisBrowserTitle: "Escribe el código donde lo pediste",
  notThisBrowserMessage:
    "Este código solo funciona en la app o el navegador donde pediste el correo. Escríbelo allí, o abre el enlace del correo, que funciona en cualquier dispositivo. O pide aquí un correo nuevo.",
  askAgain: "Pedir un correo nuevo",
  backToSignIn: "Volver a iniciar sesión",
  signedInTitle: "Ya iniciaste sesión",
  signedInMessage:
    "{by, select, code {Este código} other {Este enlace}} ya cumplió su función: tienes la sesión iniciada en este dispositivo.",
  continue: "Continuar",
  signInTo: "Inicia sesión en {app}",
  signingInAs: "Vas a iniciar sesión como {email}.",
  signOut: "Cerrar sesión",
  signOutOf: "¿Cerrar sesión en {app}?",
  signOutLead: "Tendrás que volver a iniciar sesión para usar {app} en este dispositivo.",
  staySignedIn: "Mantener la sesión",
  emailUnavailable: "El inicio de sesión por correo no está disponible en este servidor.",
  emailInvalid: "Escribe un correo válido, como tu@ejemplo.com.",
  emailMissing: "Escribe tu correo electrónico.",
  tooManyLinks:
    "Se pidieron demasiados enlaces de inicio de sesión. Vuelve a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.",
  sendFailed: "No pudimos enviar el correo en este momento. Vuelve a intentarlo en unos minutos.",
  codeMissing: "Escribe el código de {digits} cifras del correo.",
  codeWrong:
    "Ese código no es correcto. Compáralo con el correo más reciente y vuelve a intentarlo ({triesLeft, plural, one {queda # intento} other {quedan # intentos}}).",
  codesPerAddress:
    "Se escribieron demasiados códigos para esta dirección. Abre mejor el enlace del correo, o vuelve a intentarlo en {hours, plural, one {# hora} other {# horas}}.",
  linkInvalidTitle: "Enlace no válido",
  linkInvalidMessage: "Este enlace de inicio de sesión no es válido o caducó. Pide uno nuevo.",
  suspendedTitle: "Cuenta suspendida",
  suspendedMessage:
    "Tu cuenta de Tandem está suspendida, así que no puedes iniciar sesión. Si crees que es un error, responde a cualquier correo nuestro.",
  providerNotSetUpTitle: "No disponible",
  providerNotSetUpMessage:
    "El inicio de sesión con un proveedor no está configurado en este servidor.",
  providerBusyTitle: "Demasiados inicios de sesión",
  providerBusyMessage:
    "Se iniciaron demasiadas sesiones desde aquí. Espera unos minutos, por favor.",
  providerDownTitle: "Inicio de sesión no disponible",
  providerDownMessage: "No pudimos conectar con {provider}. Vuelve a intentarlo en un momento.",
  providerFailedTitle: "No se pudo iniciar sesión con {provider}",
  mailSubject: "Tu enlace y tu código para iniciar sesión en {app}",
  mailHi: "Hola:",
  mailOpenLink: "Abre este enlace para iniciar sesión en {app}:",
  mailOrCode:
    "O escribe este código donde pediste iniciar sesión (en la app de {app} o en el navegador que usaste):",
  mailEither:
    "El enlace funciona en cualquier dispositivo; el código, solo donde lo pediste. Los dos funcionan una sola vez y caducan en {minutes} minutos. Si no pediste iniciar sesión, puedes ignorar este correo.",
  mailTap: "Toca el botón para iniciar sesión. El enlace funciona en cualquier dispositivo.",
  mailExpire:
    "Los dos funcionan una sola vez y caducan en {minutes} minutos. Si no pediste iniciar sesión, puedes ignorar este correo.",
};
