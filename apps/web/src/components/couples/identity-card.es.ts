export default {
  caption: "{count, plural, one {Se desbloquea tras # quiz} other {Se desbloquea tras # quizzes}}",
};
