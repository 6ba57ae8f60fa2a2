export default {
  title: "Lo revelado hasta ahora",
  partnerProgress: "{name}: {n} de {total} respondidas",
};
