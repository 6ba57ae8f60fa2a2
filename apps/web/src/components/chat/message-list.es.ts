export default {
  messages: "Mensajes con {name}",
  seen: "Visto",
  you: "Tú",
  waiting: "Pendiente de envío",
  notSent: "No enviado: {why}",
  remove: "Quitar",
};
