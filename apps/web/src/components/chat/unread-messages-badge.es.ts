export default {
  unread: "{n, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
};
