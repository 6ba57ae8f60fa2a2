export default {
  title: "Descubrir",
  subtitle: "Encuentra tu match",
  myMatches: "Mis matches",
  loading: "Buscando personas para ti",
  counter: "{position} de {total}{more, select, yes {+} other {}} perfiles",
  paused: "Tu perfil está en pausa: nadie te ve en Descubrir.",
  resume: "Cambiar en Perfil",
  skipToActions: "Ir a los botones",
  loadFailed: "No se pudieron cargar los perfiles.",
  retry: "Reintentar",
  unavailable: "Descubrir no está disponible",
  backHome: "Volver al inicio",
};
