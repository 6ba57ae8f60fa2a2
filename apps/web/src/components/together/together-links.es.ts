export default {
  chat: "Nuestro chat",
  chatText: "Para hablar solo entre los dos",
  story: "Nuestra historia",
  storyText: "Desde el principio hasta hoy",
};
