export default {
  title: "¿Cómo te llamamos?",
  text: "Tu pareja y tus matches te verán con tu nombre. La foto es opcional.",
  next: "Continuar",
};
