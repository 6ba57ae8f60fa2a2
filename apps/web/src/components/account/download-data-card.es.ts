export default {
  title: "Tus datos",
  text: "Un archivo JSON con todo lo que guardamos sobre ti: {parts} partes, cada una explicada en el README del archivo.",
  download: "Descargar mis datos",
  preparing: "Preparando...",
  failed: "No pudimos preparar tus datos. Vuelve a intentarlo.",
};
