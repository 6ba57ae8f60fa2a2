export default {
  until: "Válido hasta el {date}.",
  furtherNotice: "Válido hasta nuevo aviso.",
  usedOn: "Usado el {date}",
};
