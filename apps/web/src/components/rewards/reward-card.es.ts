export default {
  redeem: "Canjear",
  points: "{points, plural, one {# punto} other {# puntos}}",
  outOfStock: "Agotado",
  onlyLeft: "{count, plural, one {Solo queda #} other {Solo quedan #}}",
};
