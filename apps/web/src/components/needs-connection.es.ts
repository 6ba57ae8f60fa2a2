export default { hint: "Necesita conexión" };
