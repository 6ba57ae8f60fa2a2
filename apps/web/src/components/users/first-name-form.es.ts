export default {
  label: "Nombre",
  placeholder: "Tu nombre",
  saving: "Guardando...",
};
