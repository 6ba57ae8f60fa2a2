export default {
  profile: "Ver el perfil de {name}",
  loading: "Cargando la conversación",
  loadFailed: "No se pudo cargar esta conversación.",
  endedTitle: "Esta conversación ha terminado",
  endedText:
    "Uno de los dos deshizo el match o bloqueó a la otra persona, así que ya no se puede escribir aquí.",
  backToMatches: "Volver a Mis matches",
  earlier: "Cargar mensajes anteriores",
  loadingEarlier: "Cargando...",
  reported: "Denuncia enviada",
  reportedText:
    "{blocked, select, yes {Gracias. Nuestro equipo la revisará junto con los últimos mensajes de este chat. No volverás a ver a {name}.} other {Gracias. Nuestro equipo la revisará junto con los últimos mensajes de este chat. Ya no tienes match con {name}.}}",
  reportFailed: "No se pudo enviar la denuncia. Inténtalo de nuevo.",
  "unmatch.title": "¿Deshacer el match con {name}?",
  "unmatch.text": "La conversación se cerrará para los dos. No se puede deshacer.",
  "unmatch.confirm": "Deshacer match",
  "unmatch.pending": "Deshaciendo...",
  "block.title": "¿Bloquear a {name}?",
  "block.text":
    "Se acaban el match y la conversación. No volverás a ver a esa persona, ni ella a ti.",
  "block.confirm": "Bloquear",
  "block.pending": "Bloqueando...",
};
