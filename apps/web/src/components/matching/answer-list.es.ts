export default {
  heading: "Respuestas de {name}",
  likeAnswer: "Dar like a la respuesta: {label}",
  youToo: "Tú también",
};
