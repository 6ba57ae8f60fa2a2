import partnerWords from "./partner-name.es.js";

export default {
  ...partnerWords,
  endedTitle: "Terminaste tu conexión con {name}",
  endedText:
    "Ya le avisamos a {name}. ¿Cambiaste de opinión? Deshacer recupera su conexión, su racha y su historial de quizzes.",
  left: "Tiempo para deshacer: {time}",
  time: "{unit, select, hour {{n, plural, one {# hora} other {# horas}}} other {{n, plural, one {# minuto} other {# minutos}}}}",
  undo: "Deshacer",
  undoing: "Deshaciendo...",
  restoredTitle: "Conexión recuperada",
  restoredText: "Tú y {name} vuelven a estar en pareja, con su racha y su historial de quizzes.",
  partnerTitle: "{name} terminó su conexión",
  partnerText: "Ya no están en pareja. Tus respuestas siguen siendo tuyas: puedes leerlas en",
  quizHistory: "Historial de quizzes",
  partnerUndo:
    "{name} aún puede deshacerlo durante {time}. Si lo hace, vuelven su conexión, su racha y su historial.",
  partnerNext: "Cuando quieras, puedes volver a conectar desde Inicio.",
  ok: "OK",
  yourPartner: "Tu pareja",
};
