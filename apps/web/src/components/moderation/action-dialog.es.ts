export default {
  note: "Nota (por qué)",
  notePlaceholder: "Qué viste y por qué lo decides.",
  noteRequired: "Escribe una nota: por qué haces esto.",
  working: "Guardando...",
};
