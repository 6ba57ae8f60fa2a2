export default {
  points: "{points, plural, one {# punto} other {# puntos}}",
};
