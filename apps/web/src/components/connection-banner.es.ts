export default {
  offline: "Sin conexión",
  lastSeen: "Mostrando lo último que viste, {age}.",
  nothingYet: "Mostrando lo último que viste.",
  waiting: "{n, plural, one {# pendiente de enviar} other {# pendientes de enviar}}",
  sendsLater: "Enviaremos tus respuestas y mensajes cuando vuelvas a tener conexión.",
  newVersion: "Nueva versión",
  refresh: "Actualizar",
  justNow: "justo ahora",
  minutesAgo: "hace {n} min",
  hoursAgo: "hace {n} h",
  daysAgo: "{n, plural, one {hace # día} other {hace # días}}",
};
