import quizToastWords from "./use-answer-question.es.js";

export default {
  back: "Atrás",
  skip: "Saltar",
  next: "Siguiente pregunta",
  submitting: "Enviando...",
  waiting: "Pendiente de enviar",
  skippedTitle: "¡Ya casi está!",
  skippedText:
    "{n, plural, one {Queda una pregunta que saltaste.} other {Quedan # preguntas que saltaste.}}",
  ...quizToastWords,
};
