export default {
  title: "Premios disponibles",
  viewAll: "Ver todos",
  empty: "Ahora mismo no hay premios. ¡Vuelve pronto!",
  loadFailed: "No se pudieron cargar los premios.",
};
