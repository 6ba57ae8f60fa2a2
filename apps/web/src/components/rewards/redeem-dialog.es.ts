export default {
  confirmTitle: "Canjear premio",
  confirmDescription: "Confirma para gastar tus puntos en este premio.",
  cost: "Coste",
  balance: "Tu saldo",
  after: "Después de canjear",
  points: "{points, plural, one {# punto} other {# puntos}}",
  cancel: "Cancelar",
  confirm: "Confirmar canje",
  confirming: "Canjeando...",
  successTitle: "¡Premio canjeado!",
  successDescription: "Tu vale para {title}.",
  successDescriptionAt: "Tu vale para {title} en {brand}.",
  voucherLabel: "Código del vale",
  copy: "Copiar",
  copiedTitle: "¡Copiado!",
  copiedText: "El código del vale está en tu portapapeles.",
  copyFailedTitle: "No se pudo copiar",
  copyFailedText: "Selecciona el código y cópialo tú.",
  howTo:
    "Cómo usarlo: muestra este código cuando pidas o reserves y el personal aplicará tu premio. Lo encontrarás de nuevo en Mis vales, en tu perfil.",
  howToAt:
    "Cómo usarlo: muestra este código en {location} cuando pidas o reserves y el personal aplicará tu premio. Lo encontrarás de nuevo en Mis vales, en tu perfil.",
  gotIt: "¡Entendido!",
  failedTitle: "No se pudo canjear",
  sharesIdentity:
    "{brand} recibe tu nombre y tu correo electrónico con este vale, para poder aplicarlo. No se envía nada más sobre ti.",
};
