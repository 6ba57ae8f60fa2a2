export default {
  title: "Te damos la bienvenida a {app}",
  intro: "Inicia sesión para responder el quiz de hoy, sumar puntos y encontrar tu match.",
  partnerTitle: "Conecta con tu pareja",
  partnerText: "Un código compartido para conectar y estar más cerca cada día.",
  quizzesTitle: "Quizzes diarios",
  quizzesText: "Preguntas divertidas para responder en pareja, nuevas cada día.",
  rewardsTitle: "Gana premios",
  rewardsText: "Cada respuesta suma puntos para canjear por planes en pareja.",
  matchTitle: "Encuentra tu match",
  matchText: "¿Sin pareja? Conoce a gente con tus mismos intereses.",
  signIn: "Inicia sesión para continuar",
  homepage: "Volver a la página principal",
};
