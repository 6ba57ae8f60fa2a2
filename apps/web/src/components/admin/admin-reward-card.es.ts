export default {
  active: "Activa",
  inactive: "Inactiva",
  activate: "Activar {title}",
  deactivate: "Desactivar {title}",
  activateButton: "Activar",
  deactivateButton: "Desactivar",
  points: "{n, plural, one {# punto} other {# puntos}}",
  tandemCodes: "Tandem crea sus códigos (sin límite de existencias).",
  stock: "{n, plural, one {Queda # código del socio.} other {Quedan # códigos del socio.}}",
  lowStock:
    "{n, plural, one {Quedan pocos: # código del socio. Añade más códigos.} other {Quedan pocos: # códigos del socio. Añade más códigos.}}",
  outOfStock: "Agotado: las parejas no pueden canjearlo. Añade más códigos.",
  edit: "Editar",
  editLabel: "Editar {title}",
  city: "Solo para parejas en {city}",
  everywhere: "Se muestra en todas las ciudades",
};
