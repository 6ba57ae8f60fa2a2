export default {
  title: "Mis vales",
  empty: "Aún no tienes vales. Canjea un premio para conseguir uno.",
  loadFailed: "No se pudieron cargar tus vales.",
  copyVoucher: "Copiar el código del vale de {title}",
  copied: "¡Copiado!",
  copiedText: "El código del vale está en tu portapapeles.",
  copyFailed: "No se pudo copiar",
  copyFailedText: "Selecciona el código y cópialo tú.",
};
