import quizToastWords from "./use-answer-question.es.js";

export default {
  title: "El quiz de hoy",
  description:
    "Elige la respuesta que mejor te describa. Cada respuesta suma {points} puntos, hasta {daily} al día.",
  skip: "Saltar",
  next: "Siguiente pregunta",
  submitting: "Enviando...",
  waiting: "Pendiente de enviar",
  doneDescription: "Así se comparan hoy las respuestas de los dos.",
  home: "Volver al inicio",
  ...quizToastWords,
};
