export default { saving: "Guardando tu elección", current: "Actual" };
