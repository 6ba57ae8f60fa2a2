export default {
  missingTitle: "Falta información",
  missingText: "Rellena todos los campos obligatorios",
  created: "¡Perfil creado!",
  createdText: "Añade una o dos fotos y luego haz un quiz rápido para encontrar tus matches.",
  failed: "No se pudo crear el perfil. Inténtalo de nuevo.",
  updated: "Perfil actualizado",
  updatedText: "Se ha guardado tu perfil de citas.",
  updateFailed: "No se pudo guardar tu perfil. Inténtalo de nuevo.",
};
