export default {
  title: "Comprobar un vale de Tandem",
  intro:
    "Para el personal de un socio: escribe el código que te muestra el cliente, compruébalo y márcalo como usado cuando apliques su recompensa.",
  token: "Tu token de socio",
  tokenHelp:
    "Pega el token que te dio el equipo de Tandem (empieza por {prefix}). Este dispositivo lo guarda.",
  tokenInvalid: "Un token de socio empieza por {prefix}.",
  saveToken: "Guardar este token",
  forget: "Olvidar el token",
  code: "Código del vale",
  codeRefused: "Un código tiene de 4 a 40 letras, cifras y guiones (como TDM-7KQ2-M9XF).",
  check: "Comprobar",
  checking: "Comprobando...",
  use: "Marcar como usado",
  using: "Marcando...",
  state: "{state, select, valid {Válido} used {Ya usado} other {Caducado}}",
  reward: "{title} ({points, plural, one {# punto} other {# puntos}})",
  justUsed: "Marcado como usado. Aplica la recompensa ahora.",
  offline: "No se pudo conectar con Tandem. Revisa la conexión e inténtalo de nuevo.",
};
