export default {
  unmatch: "Deshacer match",
  block: "Bloquear",
  report: "Denunciar",
  message: "Escribir",
  messageName: "Escribir a {name}",
  messageUnread:
    "Escribir a {name}, {n, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
};
