export default {
  open: "Corregir la fecha de nacimiento",
  title: "Corregir la fecha de nacimiento",
  text: "{who} no puede cambiar su fecha de nacimiento. Pon la correcta después de comprobarla; queda en el registro de auditoría con tu nota.",
  birthDate: "Fecha de nacimiento",
  note: "Nota (por qué)",
  notePlaceholder: "Cómo la comprobaste.",
  save: "Guardar la fecha de nacimiento",
  saving: "Guardando...",
  saved: "Fecha de nacimiento corregida",
};
