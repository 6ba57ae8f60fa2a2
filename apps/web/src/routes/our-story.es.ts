import partnerWords from "../components/couples/partner-name.es.js";

export default {
  title: "Nuestra historia",
  subtitle: "Tú y {name}, desde el principio",
  loading: "Cargando tu historia",
  loadFailed: "Tu historia",
  notPairedTitle: "Aún no hay historia",
  notPairedText: "Conecta con tu pareja y su historia empieza aquí.",
  home: "Ir a tu inicio",
  likedByMe: "Le diste like a {name}",
  likedAnswerByMe: "Le diste like a la respuesta de {name}: “{what}”",
  likedMe: "{name} te dio like",
  likedMyAnswer: "{name} le dio like a tu respuesta: “{what}”",
  matched: "¡Es un match!",
  wroteFirstMe: "Escribiste tú primero",
  wroteFirstThem: "{name} escribió primero",
  becameCouple: "Se hicieron pareja en Tandem",
  paired: "Se conectaron en Tandem",
  firstQuiz:
    "Su primer quiz en pareja: {n, plural, one {# respuesta en común} other {# respuestas en común}}",
  streak: "{days, plural, one {Una racha de # día} other {Una racha de # días}}",
  redeemedMe: "Canjeaste {title}",
  redeemedThem: "{name} canjeó {title}",
  aReward: "una recompensa",
  years: "{n, plural, one {# año} other {# años}} de relación",
  months: "{n, plural, one {# mes} other {# meses}} de relación",
  ...partnerWords,
};
