export default {
  title: "Apariencia",
  description: "Clara u oscura, o la misma que tu teléfono.",
  system: "Sistema",
  light: "Clara",
  dark: "Oscura",
};
