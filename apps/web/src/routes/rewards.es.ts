export default {
  title: "Premios",
  subtitle: "Gasta tus puntos en detalles para dos",
  notEnough: "Puntos insuficientes",
  emptyTitle: "No hay premios disponibles",
  emptyText: "¡Vuelve más tarde para ver premios increíbles!",
  loading: "Cargando premios",
  loadError: "No se pudieron cargar los premios.",
};
