export default {
  active: "Activa",
  inactive: "Inactiva",
  activate: "Activar {title}",
  deactivate: "Desactivar {title}",
  activateButton: "Activar",
  deactivateButton: "Desactivar",
  points: "{n, plural, one {# punto} other {# puntos}}",
};
