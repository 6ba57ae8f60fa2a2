export default {
  generatePrompt:
    "Genera un código de {length} caracteres y compártelo con tu pareja. Sirve una sola vez y caduca a los pocos minutos.",
  generate: "Generar código",
  generating: "Generando...",
  generateNew: "Generar un código nuevo",
  yourCode: "Tu código de pareja",
  expiresIn: "Caduca en",
  expiredHint: "Este código ha caducado. Genera uno nuevo para compartirlo.",
  waitingHint: "En cuanto tu pareja lo introduzca, quedará conectada contigo aquí.",
  share: "Compartir código",
  shareTitle: "Únete a mí en {app}",
  shareText: "Conecta conmigo en {app}: introduce mi código de pareja {code}.",
  shareTextLink: "Conecta conmigo en {app}: abre {link} o introduce mi código de pareja {code}.",
  codeCopied: "¡Código copiado!",
  copyFailed: "No se pudo copiar el código",
  copyFailedText: "Anótalo y compártelo con tu pareja.",
};
