export default {
  text: "{name} te dio un toque: el quiz de hoy te espera",
  someone: "Tu pareja",
  open: "Responder ahora",
  dismiss: "Descartar",
};
