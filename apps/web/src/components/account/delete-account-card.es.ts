export default {
  title: "Eliminar la cuenta",
  text: "Elimina tu cuenta y todo lo que guardamos sobre ti. No se puede deshacer.",
  open: "Eliminar la cuenta",
};
