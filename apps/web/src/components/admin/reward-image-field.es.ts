export default {
  label: "Imagen de la recompensa",
  upload: "Subir una imagen",
  replace: "Cambiar la imagen",
  uploading: "Subiendo...",
  preview: "Vista previa de la imagen de la recompensa",
  noImage: "Aún sin imagen: las parejas ven la ilustración del regalo.",
  notUploaded: "Imagen no subida",
};
