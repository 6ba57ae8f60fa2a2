import partnerWords from "../couples/partner-name.es.js";

export default {
  matched: "Coincidieron en {n} de {total}",
  notYet: "¡Listo! {name} aún no ha respondido",
  allIn: "Los dos respondieron todo hoy.",
  ...partnerWords,
};
