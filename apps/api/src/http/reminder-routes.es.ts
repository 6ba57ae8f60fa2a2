export default {
  linkInvalid: "Enlace no válido",
  linkInvalidMessage:
    "Este enlace para darte de baja no es válido. Puedes desactivar los recordatorios en tu perfil.",
  openMyProfile: "Abrir mi perfil",
  unsubscribe: "Darme de baja",
  stopTitle: "¿Dejar de recibir recordatorios diarios?",
  stopMessage:
    "Ya no recibirás el correo de {app} sobre el quiz de hoy: ni recordatorios diarios ni avisos de tu pareja.",
  unsubscribed: "Baja confirmada",
  unsubscribedTitle: "Te diste de baja",
  unsubscribedMessage:
    "Se acabaron los recordatorios diarios y los avisos por correo. Puedes volver a activar los recordatorios en tu perfil.",
};
