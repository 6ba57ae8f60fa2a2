export default {
  signIn: "Iniciar sesión",
  comingSoon: "Muy pronto",
  tagline:
    "La app que acerca a las parejas cada día y ayuda a las personas solteras a encontrar a alguien con quien conectar.",
  chipsLabel: "Funciones",
  chipRelationship: "Relación más fuerte",
  chipQuizzes: "Quizzes en pareja",
  chipRewards: "Recompensas",
  chipMatching: "Matches inteligentes",
  featuresLabel: "Lo que obtienes",
  dailyTitle: "Conexión diaria",
  dailyText:
    "Cada día, unas preguntas divertidas para responder en pareja y descubrir algo nuevo el uno del otro.",
  pairingTitle: "Vinculación fácil",
  pairingText:
    "Conéctate con tu pareja en segundos con un código compartido de {length} caracteres.",
  rewardsTitle: "Gana recompensas",
  rewardsText: "Cada respuesta suma puntos que puedes canjear por citas y planes locales.",
  waitlistLabel: "Lista de espera",
  discoveryTitle: "Descubrimiento inteligente",
  discoveryText: "Descubre parejas compatibles cerca de ti.",
  experiencesTitle: "Planes locales",
  experiencesText: "Ideas de citas recomendadas con IA.",
  audience: "Para parejas y personas solteras",
  copyright: "© {year} {app}",
};
