import partnerWords from "../couples/partner-name.es.js";

export default {
  title: "¿Te avisamos cuando {name} responda?",
  text: "Este teléfono te avisará cuando {name} responda el quiz de hoy o te dé un toque. Puedes cambiarlo en Perfil.",
  yes: "Sí, avísame",
  notNow: "Ahora no",
  done: "Te avisaremos cuando {name} responda.",
  ...partnerWords,
};
