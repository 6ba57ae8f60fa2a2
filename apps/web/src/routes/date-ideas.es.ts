export default {
  title: "Ideas para citas",
  subtitle: "Elegidas para ustedes dos",
  basis: "Ordenadas según lo que los dos eligieron en sus quizzes, la estación y su ciudad.",
  basisTags: "Los dos se inclinan por {tags}.",
  noTags: "Respondan unos cuantos quizzes en pareja y las ideas seguirán sus respuestas.",
  all: "Para ustedes",
  saved: "Guardadas ({n})",
  noSaved: "Aún no hay nada guardado. Toca Guardar en una idea que quieras probar.",
  loading: "Buscando ideas para ustedes dos",
  loadError: "No se pudieron cargar las ideas para citas.",
  unpairedTitle: "Las ideas para citas son para parejas",
  unpairedText:
    "Conecta con tu pareja para recibir ideas elegidas a partir de las respuestas de los dos.",
  home: "Volver al inicio",
  lastTwo: "{rest} y {last}",
};
