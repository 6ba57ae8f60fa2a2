export default {
  loading: "Cargando tu cuenta",
  offlineTitle: "No tienes conexión",
  offlineText:
    "Tandem se abre aquí una vez que ha estado en línea en este dispositivo. Conéctate para continuar.",
};
