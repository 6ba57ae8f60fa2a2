export default {
  iosTitle: "Añade {app} a tu pantalla de inicio para recibir avisos",
  iosText:
    "El iPhone solo muestra notificaciones de las apps que están en la pantalla de inicio. Son dos toques:",
  step1: "Toca Compartir en la barra de Safari",
  step2: "Elige «Añadir a pantalla de inicio» y abre {app} desde allí",
  install: "Instalar {app}",
  installText: "Se abre como una app, con su propio icono.",
};
