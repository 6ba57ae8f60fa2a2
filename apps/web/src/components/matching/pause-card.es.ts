export default {
  title: "Pausar mi perfil",
  on: "En pausa: no apareces en Descubrir. Tus matches y chats siguen ahí.",
  off: "Tómate un descanso sin perder tus matches: no aparecerás en Descubrir.",
  paused: "Perfil en pausa",
  pausedText: "Nadie nuevo te verá en Descubrir hasta que lo reactives.",
  resumed: "Tu perfil vuelve a estar visible",
  resumedText: "Vuelves a aparecer en Descubrir.",
  failed: "No se pudo cambiar. Inténtalo de nuevo.",
};
