export default {
  created: "Recompensa creada",
  createdText: "«{title}» ya está disponible para las parejas.",
  activated: "Recompensa activada",
  deactivated: "Recompensa desactivada",
  activatedText: "«{title}» vuelve a mostrarse a las parejas.",
  deactivatedText: "«{title}» ya no se muestra a las parejas.",
  updated: "Recompensa guardada",
  updatedText: "«{title}» está guardada.",
};
