export default {
  title: "Conecta con tu pareja",
  description: "Envía un enlace a tu pareja o conecta con un código.",
  orCode: "O conecta con un código",
  generateTab: "Generar código",
  useTab: "Usar código",
  pairedDialogTitle: "Ya tienes pareja conectada",
  pairedDialogDescription: "Los códigos conectan a dos personas que aún no están en pareja.",
};
