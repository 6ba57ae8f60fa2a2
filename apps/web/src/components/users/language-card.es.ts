export default {
  title: "Idioma",
  description: "El idioma de la app, o el mismo que el de tu teléfono.",
  system: "Sistema",
};
