export default {
  retry: "Reintentar",
};
