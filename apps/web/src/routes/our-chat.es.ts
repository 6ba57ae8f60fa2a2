import partnerWords from "../components/couples/partner-name.es.js";

export default {
  title: "Tú y {name}",
  subtitle: "Solo entre los dos",
  loading: "Cargando tu chat",
  loadFailed: "Tu chat",
  earlier: "Ver mensajes anteriores",
  loadingEarlier: "Cargando...",
  empty: "Escríbele algo a {name}. Solo ustedes dos pueden leer esto.",
  becameCouple: "Se hicieron pareja el {date}",
  notPairedTitle: "Aún no hay chat",
  notPairedText: "Conecta con tu pareja para hablar aquí.",
  home: "Ir a tu inicio",
  you: "Tú",
  ...partnerWords,
};
