export default {
  emptyTitle: "No quedan perfiles",
  emptyText: "Por ahora has visto a todo el mundo. Vuelve más tarde para ver gente nueva.",
  viewMatches: "Ver Mis matches",
  undo: "Recuperar el último perfil",
  editPreferences: "Cambiar a quién quieres conocer",
  looking: "Buscando más personas",
  narrowTitle: "Has visto a todas las personas que encajan",
  narrowText: "Amplía tus preferencias con un toque y aparecerán en Descubrir.",
  added:
    "+{count}{more, select, yes {+} other {}} {people, select, one {persona} other {personas}}",
  ageAny: "{added} de cualquier edad",
  ageRange: "{added} de {min} a {max} años",
  ageOver: "{added} de {min} años o más",
  within: "{added} a menos de {distance}",
  farther: "{added} más lejos",
  gender: "{added} si amplías a todos los géneros",
};
