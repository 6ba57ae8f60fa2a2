export default {
  position: "Pregunta {n} de {total}",
};
