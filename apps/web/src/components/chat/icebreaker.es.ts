export default {
  title: "Saluda a {name}",
  hint: "¿No sabes cómo empezar? Prueba con esto:",
};
