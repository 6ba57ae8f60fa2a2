export default {
  setTitle: "Nueva meta compartida",
  setText: "Tu pareja eligió {title} para ahorrar juntos.",
  clearedTitle: "Meta compartida quitada",
  clearedText: "Tu pareja dejó de ahorrar para {title}.",
  redeemedTitle: "Canjeado juntos",
  redeemedText: "Tu pareja canjeó {title} con los puntos de los dos.",
};
