export default {
  ageGroup: "Edad:",
  city: "Ciudad:",
  likeBack: "Devolver like",
  pass: "Pasar",
  answers: "Ver sus respuestas",
};
