export default {
  title: "Notificaciones",
  intro:
    "Elige qué te avisa este teléfono cuando la app está cerrada. Todas están desactivadas hasta que las actives.",
  "partner-answered": "Mi pareja respondió el quiz de hoy",
  "partner-paired": "Mi pareja conectó conmigo",
  "partner-redeemed": "Mi pareja canjeó un premio",
  nudge: "Mi pareja me dice «Te toca»",
  match: "Un nuevo match",
  message: "Un nuevo mensaje",
  like: "Un like te espera",
  previews:
    "Mostrar los nombres de los matches y el texto de los mensajes en la pantalla bloqueada",
  denied:
    "Las notificaciones están bloqueadas para este sitio. Permítelas en los ajustes del navegador y vuelve a intentarlo.",
  unsupported: "Este navegador no puede mostrar notificaciones de Tandem.",
  unavailable: "Las notificaciones no están disponibles en este servidor.",
};
