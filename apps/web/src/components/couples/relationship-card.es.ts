import partnerWords from "./partner-name.es.js";

export default {
  ...partnerWords,
  title: "Estado de la relación",
  paired: "En pareja",
  you: "Tú y {partner} · {day}",
  identityLocked:
    "Su identidad de pareja se desbloquea tras completar juntos {total} quizzes ({done}/{total}).",
  endRelationship: "Terminar la relación",
  metInChat: "Leer el chat donde se conocieron",
};
