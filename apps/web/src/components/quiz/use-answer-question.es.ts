// QUIZ_TOAST_WORDS in Spanish, spread into the catalogues of the components that toast them.
export default {
  answeredTitle: "¡Respuesta enviada!",
  answeredText: "{points, plural, one {¡Has ganado # punto!} other {¡Has ganado # puntos!}}",
  capReachedText: "Respuesta guardada. Ya has ganado los {daily} puntos de hoy.",
  completeTitle: "¡Quiz completado!",
  completeText: "¡Vuelve mañana para más preguntas!",
};
