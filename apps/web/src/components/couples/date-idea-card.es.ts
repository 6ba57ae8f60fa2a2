export default {
  save: "Guardar",
  saved: "Guardada",
  saveLabel: "Guardar {title}",
  savedLabel: "Guardada {title}",
  reward: "Premio de un socio",
  points: "{n} puntos",
  redeem: "Ver en Premios",
  setting: "{setting, select, indoor {Bajo techo} outdoor {Al aire libre} other {Dentro o fuera}}",
  bigCity: "Gran ciudad",
  season:
    "{season, select, spring {Primavera} summer {Verano} autumn {Otoño} winter {Invierno} other {{season}}}",
};
