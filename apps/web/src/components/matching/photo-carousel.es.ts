export default {
  photos: "Fotos de {name}",
  photo: "Foto {n} de {name}",
  position: "Foto {n} de {of}",
  previous: "Foto anterior",
  next: "Foto siguiente",
  likePhoto: "Dar like a la foto {n}",
};
