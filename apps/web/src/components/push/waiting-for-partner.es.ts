export default {
  waiting: "Esperando a {name}: {n} de {total} respondidas por ahora.",
  nudge: "Dar un toque a {name}",
  nudged: "Toque enviado",
  sent: "{name} recibió tu toque",
  viaPush: "Le llega una notificación al teléfono.",
  viaHomeAndEmail: "Lo verá en Inicio cuando abra Tandem, y por correo.",
  viaHome: "Lo verá en Inicio cuando abra Tandem.",
};
