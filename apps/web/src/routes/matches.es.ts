export default {
  title: "Mis matches",
  subtitle:
    "{count, plural, one {# match} other {# matches}}{unread, plural, =0 {} other { · # sin leer}}",
  loading: "Cargando tus matches",
  emptyTitle: "Aún no tienes matches",
  emptyText: "Cuando alguien a quien das like te lo devuelva, aparecerá aquí para chatear.",
  discover: "Descubrir personas",
  loadFailed: "No se pudieron cargar tus matches.",
  likesYou: "Te han dado like",
  likesYouText: "{n, plural, one {Le gustas a # persona} other {Les gustas a # personas}}",
};
