export default {
  confirmTitle: "Canjear juntos",
  confirmText: "{title} cuesta {cost} puntos: {mine} tuyos y {theirs} de tu pareja.",
  confirm: "Confirmar canje",
  confirming: "Canjeando…",
  cancel: "Cancelar",
  failedTitle: "No se pudo canjear",
  successTitle: "¡Canjeado juntos!",
  successText: "Tu vale para {title}. Los dos lo encontráis en Mis vales.",
  voucherLabel: "Código del vale",
  gotIt: "¡Entendido!",
};
