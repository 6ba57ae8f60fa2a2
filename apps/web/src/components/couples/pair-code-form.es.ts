export default {
  codeLabel: "Código de tu pareja",
  codeHint: "Introduce el código de {length} caracteres que generó tu pareja.",
  codeCount: "{count} de {length} caracteres.",
  codeAlphabet: "Los códigos nunca usan 0, O, 1 ni I.",
  connect: "Conectar",
  connecting: "Conectando...",
  invalidTitle: "Código no válido",
  invalidText: "Introduce un código de {length} caracteres.",
  pairedTitle: "¡Conectados!",
  pairedText: "Ya tienes conexión con tu pareja.",
};
