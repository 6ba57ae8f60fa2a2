export default {
  reported: "Denuncia enviada",
  reportedText: "Gracias. Nuestro equipo la revisará. No volverás a ver a {name}.",
  reportFailed: "No se pudo enviar la denuncia. Inténtalo de nuevo.",
};
