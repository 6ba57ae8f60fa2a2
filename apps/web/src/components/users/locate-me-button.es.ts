export default {
  useMyLocation: "Usar mi ubicación",
  locating: "Buscando dónde estás...",
  locateFailed: "No pudimos leer tu ubicación. Escribe tu ciudad.",
};
