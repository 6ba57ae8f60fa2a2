export default {
  photo: "Su foto de pareja",
  add: "Añadir una foto de pareja",
  change: "Cambiar la foto de pareja",
  added: "Foto de pareja actualizada",
  notAdded: "No se añadió la foto",
};
