export default {
  mineAnswer: "Diste like a la respuesta de {name}",
  minePhoto: "Diste like a la foto de {name}",
  theirsAnswer: "A {name} le gustó tu respuesta",
  theirsPhoto: "A {name} le gustó tu foto",
  theirPhoto: "Foto de {name}",
  yourPhoto: "Tu foto",
};
