export default {
  heading: "Gustos en común",
};
