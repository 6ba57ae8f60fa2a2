export default {
  title: "Tu perfil de citas",
  subtitle: "Cuéntale a la gente un poco sobre ti",
  editTitle: "Editar perfil de citas",
  editSubtitle: "Lo que la gente ve en Descubrir",
  loading: "Cargando tu perfil",
  loadFailed: "No se pudo cargar tu perfil.",
};
