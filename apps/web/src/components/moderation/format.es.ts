export default {
  deletedAccount: "Cuenta eliminada",
  unnamed: "Sin nombre",
};
