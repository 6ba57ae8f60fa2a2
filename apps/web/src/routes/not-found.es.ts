export default {
  title: "404: página no encontrada",
  text: "La página que buscas no existe o ha cambiado de dirección.",
  homepage: "Volver a la página principal",
  home: "Volver al inicio",
};
