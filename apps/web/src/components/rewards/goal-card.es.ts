export default {
  title: "Ahorrando juntos",
  progress: "{title}: {points}/{cost}",
  progressLabel: "{title}: {points} de {cost} puntos entre los dos",
  split: "Tú {mine} · Tu pareja {theirs}",
  toGo: "Faltan {missing} puntos",
  redeem: "Canjear juntos",
  change: "Cambiar meta",
  clear: "Dejar de ahorrar",
  clearFailed: "No se pudo dejar de ahorrar",
};
