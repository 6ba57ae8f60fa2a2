export default {
  redeem: "Canjear",
  points: "{points, plural, one {# punto} other {# puntos}}",
};
