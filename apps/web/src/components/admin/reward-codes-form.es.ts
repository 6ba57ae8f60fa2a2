export default {
  summary: "Códigos del socio",
  formLabel: "Códigos del socio: {title}",
  explain:
    "Pega los códigos del socio, uno por línea, o elige su archivo CSV (UTF-8, con los códigos en la primera columna). A partir de ahí, esta recompensa solo da estos códigos.",
  codes: "Códigos",
  file: "O elige un archivo CSV",
  add: "Añadir códigos",
  adding: "Añadiendo...",
  added: "Códigos añadidos",
  tooLong:
    "Añade como máximo {lines, number} códigos ({characters, number} caracteres) cada vez: divide el archivo.",
  notUtf8:
    "Este archivo no es texto UTF-8. Guárdalo como CSV UTF-8 (un código por línea) y vuelve a subirlo.",
};
