export default {
  count: "{length, number}/{max, number}",
  label: "{length, number} de {max, number} caracteres",
};
