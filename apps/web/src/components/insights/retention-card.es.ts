export default {
  title: "Retención por cohorte semanal",
  note: "Cada fila son las personas que se registraron en una semana; cada celda, la parte de ellas activa tantas semanas después, coloreada según la escala de abajo. El CSV tiene también las cifras.",
  cohort: "Semana de registro",
  size: "Personas",
  week: "Semana {n}",
  scale: "Escala de color",
  level: "{from}–{to}",
  levelTop: "{from} o más",
  hidden: "menos de 5 personas: sin color",
  people: "{count} personas",
};
