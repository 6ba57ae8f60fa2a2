export default {
  you: "Tú",
  notAnswered: "Sin responder",
  waiting: "Esperando a tu pareja",
  hidden: "Responde para ver su respuesta",
  sameAnswer: "Misma respuesta",
  completed: "Completado",
  together: "En pareja",
  solo: "A solas",
  today: "Hoy",
  yesterday: "Ayer",
};
