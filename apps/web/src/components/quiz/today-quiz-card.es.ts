export default {
  title: "El quiz de hoy",
  text: "¡Descubre algo más de tu relación, en pareja!",
  questions: "{done}/{total} preguntas",
  continueQuiz: "Seguir con el quiz",
  complete: "¡Quiz completado!",
  loadFailed: "No se pudo cargar el quiz de hoy.",
};
