export default {
  add: "Añadir una foto",
  change: "Cambiar foto",
  remove: "Quitar foto",
  uploading: "Subiendo...",
  failed: "No se guardó la foto",
};
