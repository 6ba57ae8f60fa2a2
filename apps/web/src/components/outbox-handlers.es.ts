import quizToastWords from "./quiz/use-answer-question.es.js";

export default {
  messageNotSent: "Tu mensaje no se envió. Inténtalo de nuevo.",
  matchTitle: "¡Es un match!",
  matchText: "Te gusta {nickname} y le gustas.",
  likeFailed: "No se pudo enviar el like. Inténtalo de nuevo.",
  passFailed: "Algo salió mal. Inténtalo de nuevo.",
  ...quizToastWords,
};
