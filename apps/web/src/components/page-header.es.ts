export default {
  back: "Atrás",
};
