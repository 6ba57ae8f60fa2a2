export default {
  loading: "Cargando",
};
