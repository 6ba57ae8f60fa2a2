export default {
  matchTitle: "¡Es un match!",
  matchText: "Te gusta {nickname} y le gustas.",
  likeSent: "Like enviado a {nickname}",
  likeFailed: "No se pudo enviar el like. Inténtalo de nuevo.",
  passFailed: "Algo salió mal. Inténtalo de nuevo.",
  undone: "{nickname} está de vuelta",
  undoFailed: "No se pudo deshacer. Inténtalo de nuevo.",
};
