export default {
  placeholder: "Di algo al respecto",
  save: "Enviar",
  cancel: "Cancelar",
};
