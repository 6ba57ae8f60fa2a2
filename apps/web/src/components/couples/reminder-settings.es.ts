export default {
  title: "Recordatorio diario",
  toggle: "Avisarme por correo si el quiz de hoy no está terminado",
  time: "Enviar a las",
  details:
    "A {email}, como mucho una vez al día, en tu zona horaria ({timeZone}). Cada correo trae un enlace para darte de baja con un clic.",
  noEmail: "Los recordatorios se envían por correo, y tu cuenta no tiene una dirección de correo.",
  saved: "Guardado",
  saving: "Guardando...",
};
