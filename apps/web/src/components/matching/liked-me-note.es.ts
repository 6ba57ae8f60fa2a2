export default {
  aboutPhoto: "A {name} le gustó tu foto",
  aboutAnswer: "A {name} le gustó tu respuesta «{label}»",
  aboutYou: "Le gustas a {name}",
  yourPhoto: "Tu foto",
};
