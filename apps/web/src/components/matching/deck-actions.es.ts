export default {
  pass: "Pasar",
  undo: "Recuperar el último perfil",
  like: "Dar like",
};
