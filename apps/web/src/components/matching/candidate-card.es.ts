export default {
  match: "{score} % de afinidad",
  ageGroup: "Edad:",
  city: "Ciudad:",
  more: "Leer más",
  less: "Ver menos",
  report: "Denunciar a {name}",
  likesYou: "Le gustas",
};
