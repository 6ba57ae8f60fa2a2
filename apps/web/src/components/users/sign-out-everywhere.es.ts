export default {
  open: "Cerrar sesión en todas partes",
  title: "¿Cerrar sesión en todas partes?",
  description:
    "Se cerrará tu sesión de Tandem en todos tus dispositivos, también en este. Úsalo si iniciaste sesión en un dispositivo que ya no tienes.",
  confirm: "Cerrar sesión en todas partes",
  confirming: "Cerrando sesión...",
};
