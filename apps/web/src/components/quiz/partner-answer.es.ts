export default {
  you: "Tú",
  waitingFor: "Esperando a {name}",
  answeredHidden: "{name} ya respondió. Responde para ver su elección.",
  matched: "¡Coinciden!",
  different: "Respuestas distintas",
};
