export default {
  unmatched: "Match deshecho",
  unmatchedText: "Ya no tienes match con {name}.",
  unmatchFailed: "No se pudo deshacer el match. Inténtalo de nuevo.",
  blocked: "Persona bloqueada",
  blockedText: "{name} ya no puede verte ni contactarte aquí.",
  blockFailed: "No se pudo bloquear. Inténtalo de nuevo.",
};
