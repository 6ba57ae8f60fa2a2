export default {
  nickname: "Apodo",
  nicknamePlaceholder: "¿Cómo quieres que te llamen?",
  city: "Ciudad",
  cityPlaceholder: "Detectada a partir de tu ubicación",
  bio: "Bio",
  optional: "(opcional)",
  bioPlaceholder: "Unas palabras sobre ti: lo que te encanta, lo que buscas...",
  submit: "Continuar",
  pending: "Creando perfil...",
  save: "Guardar",
  saving: "Guardando...",
};
