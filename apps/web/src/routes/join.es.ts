export default {
  someone: "Tu pareja",
  invited: "{name} te ha invitado a {app}",
  pitch:
    "Responde cada día unas preguntas en pareja, mira en qué coinciden las respuestas y gana puntos para tus citas.",
  accept: "Aceptar invitación",
  pairWith: "Conectar con {name}",
  pairing: "Conectándote con {name}...",
  nameText: "{name} verá tu nombre nada más conectar contigo.",
  home: "Ir al inicio",
  homepage: "Volver a la página principal",
  loading: "Abriendo tu invitación",
  invalidTitle: "Este enlace de invitación no funciona",
  invalidText: "Puede que se copiara solo en parte. Pide a tu pareja que te lo envíe de nuevo.",
  closedTitle: "Este enlace de invitación ya no funciona",
  closedText:
    "Los enlaces sirven una sola vez y durante 7 días, y un enlace nuevo sustituye al anterior. Pide uno nuevo a quien te lo envió.",
  ownTitle: "Este es tu propio enlace de invitación",
  ownText: "Envíaselo a tu pareja: cuando lo abra e inicie sesión, la conexión será automática.",
  pairedAlreadyTitle: "Ya tienes pareja conectada",
  pairedAlreadyText:
    "Para conectar con {name}, primero termina tu relación actual (Perfil, Terminar relación).",
  failedTitle: "No se pudo completar la conexión",
};
