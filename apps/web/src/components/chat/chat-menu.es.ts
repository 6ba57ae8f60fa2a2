export default {
  open: "Opciones",
  description:
    "Al denunciar nos llegan los últimos mensajes de esta conversación para que nuestro equipo los revise.",
  report: "Denunciar",
  unmatch: "Deshacer match",
  block: "Bloquear",
  couple: "Ser pareja en Tandem",
};
