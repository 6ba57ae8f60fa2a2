export default { region: "Notificaciones ({hotkey})", close: "Cerrar" };
