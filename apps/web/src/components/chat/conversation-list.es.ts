export default {
  newMatches: "Matches nuevos",
  newMatch: "{name}, match nuevo: di hola",
  messages: "Mensajes",
  you: "Tú: ",
  yourTurn: "Te toca",
  unread: "{n, plural, one {# mensaje sin leer} other {# mensajes sin leer}}",
  sayHi: "Saluda a un match nuevo de arriba: tus conversaciones aparecerán aquí.",
};
