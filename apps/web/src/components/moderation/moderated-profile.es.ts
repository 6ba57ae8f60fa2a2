export default {
  heading: "Su perfil de citas",
  noPhotos: "Sin fotos.",
  noBio: "Sin biografía.",
  noAnswers: "Aún no hay respuestas de descubrimiento.",
  photo: "Foto {n} de {of}",
  answers: "Respuestas de descubrimiento",
};
