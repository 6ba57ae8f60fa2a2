export default {
  titlePhoto: "Dar like a la foto de {name}",
  titleAnswer: "Dar like a la respuesta de {name}",
  description:
    "Añade una nota si quieres: {name} la verá con tu like y, si hay match, abrirá el chat.",
  photo: "Foto {n} de {name}",
  note: "Tu nota (opcional)",
  placeholder: "Cuenta qué te llamó la atención",
  counter: "{n}/{max}",
  send: "Enviar like",
  sending: "Enviando...",
  cancel: "Cancelar",
};
