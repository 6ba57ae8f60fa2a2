export default {
  added: "{n, plural, one {# código añadido} other {# códigos añadidos}}",
  duplicates: "{n, plural, one {# repetido} other {# repetidos}}",
  blank: "{n, plural, one {# en blanco} other {# en blanco}}",
  malformed: "{n, plural, one {# mal escrito} other {# mal escritos}}",
  inPool: "{n, number} ya en el lote de {title}",
  withRefusals: "{added}; rechazados: {reasons}.",
  withoutRefusals: "{added}.",
};
