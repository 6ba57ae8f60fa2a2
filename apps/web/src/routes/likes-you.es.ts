export default {
  title: "Te han dado like",
  subtitle: "{count, plural, one {Le gustas a # persona} other {Les gustas a # personas}}",
  loading: "Cargando quién te ha dado like",
  loadFailed: "No se pudo cargar quién te ha dado like.",
  emptyTitle: "Aún no hay likes",
  emptyText: "Cuando alguien te dé like, aparecerá aquí. Devuélvele el like para hacer match.",
  discover: "Descubrir personas",
  capped: "Se muestran los {cap} más recientes.",
};
