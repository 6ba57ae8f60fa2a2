export default {
  title: "Perfil de {name}",
  description: "Todo lo que {name} compartió, cómo contactar y las opciones de seguridad.",
};
