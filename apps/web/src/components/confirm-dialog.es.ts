export default { cancel: "Cancelar" };
