export default {
  loading: "Cargando inicio",
  profileLink: "Tu perfil",
  dateIdeas: "Ideas para citas",
  dateIdeasText: "Elegidas a partir de tus respuestas",
  quizHistory: "Historial de quizzes",
  quizHistoryText: "Las respuestas de los dos, lado a lado",
  findMatch: "Encuentra tu match",
  findMatchText: "Conoce a gente con tus mismos intereses",
  pairPartner: "Conectar con tu pareja",
  pairPartnerText: "Conecta con un código compartido",
  admin: "Panel de administración",
  adminText: "Gestionar premios",
};
