export default {
  save: "Ahorrar juntos para esto",
  current: "Vuestra meta compartida",
  savedTitle: "Ahorrando juntos",
  savedText: "{title} es vuestra meta compartida: cuentan los puntos de los dos.",
  failed: "No se pudo fijar vuestra meta",
};
