export default {
  "quiz.title": "Quiz",
  "quiz.heading": "Tu quiz es el quiz de descubrimiento",
  "quiz.text":
    "Sin pareja, tus cinco respuestas del quiz de descubrimiento deciden a quién conoces y se ven en tu tarjeta. Puedes cambiarlas cuando quieras.",
  "quiz.primary": "Repetir el quiz de descubrimiento",
  "rewards.title": "Premios",
  "rewards.heading": "Sin pareja, aquí no hay nada que canjear",
  "rewards.text":
    "Los premios son planes para dos, pagados con puntos del quiz diario compartido. Primero conoce a alguien; luego podrás proponer ser pareja desde el chat.",
  "rewards.primary": "Descubrir gente",
  "history.title": "Historial de quizzes",
  "history.heading": "Tus respuestas están en tu perfil de citas",
  "history.text":
    "Sin pareja, el quiz que respondiste es el quiz de descubrimiento. Tus matches ven esas respuestas en tu tarjeta.",
  "history.primary": "Editar perfil de citas",
  kept: "{points, plural, one {El # punto que ganaste se guarda} other {Los # puntos que ganaste se guardan}} para cuando uses la app en pareja.",
  discover: "Descubrir gente",
  matches: "Mis matches",
  switchMode: "Usar la app en pareja",
};
