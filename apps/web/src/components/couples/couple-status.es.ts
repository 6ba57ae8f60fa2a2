import partnerWords from "./partner-name.es.js";

export default {
  ...partnerWords,
  loading: "Cargando estado...",
  pairedWith: "En pareja con",
  notPaired: "Aún sin pareja conectada",
  pairNow: "Conectar ahora",
  loadFailed: "No se pudo cargar tu relación.",
};
