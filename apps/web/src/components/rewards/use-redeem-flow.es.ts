export default {
  signIn: "Inicia sesión para canjear premios",
  insufficient: "Puntos insuficientes",
  insufficientText: "Necesitas {cost, plural, one {# punto} other {# puntos}} y tienes {points}.",
};
