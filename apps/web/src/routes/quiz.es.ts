export default {
  title: "Quiz diario",
  subtitle: "Responder en pareja une más",
  doneTitle: "¡Quiz completado!",
  doneText: "Has respondido todas las preguntas de hoy. ¡Vuelve mañana para más!",
  home: "Volver al inicio",
  history: "Historial de quizzes",
  loading: "Cargando las preguntas de hoy",
  loadError: "No se pudieron cargar las preguntas de hoy.",
};
