import partnerWords from "../components/couples/partner-name.es.js";

export default {
  title: "Historial de quizzes",
  subtitle: "Tus respuestas junto a las de tu pareja",
  formerPartner: "Pareja",
  loadMore: "Cargar más",
  loadingMore: "Cargando...",
  emptyTitle: "Aún no hay quizzes",
  emptyText:
    "Responde las preguntas de hoy y aparecerán aquí, junto a las respuestas de tu pareja.",
  startQuiz: "Empezar el quiz de hoy",
  loading: "Cargando tu historial de quizzes",
  loadError: "No se pudo cargar tu historial de quizzes.",
  ...partnerWords,
};
