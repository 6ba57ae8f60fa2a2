export default {
  you: "Tú",
  label: "Escríbele a {name}",
  send: "Enviar",
  sending: "Enviando...",
  keep: "Seguir descubriendo",
  sent: "Mensaje enviado a {name}",
  sentText: "Lo tienes en tu chat, en Mis matches.",
  failed: "Tu mensaje no se envió. Inténtalo de nuevo.",
};
