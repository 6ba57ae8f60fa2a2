export default {
  label: "Mensaje",
  placeholder: "Escribe un mensaje",
  send: "Enviar",
  left: "{n, plural, one {Queda # carácter} other {Quedan # caracteres}}",
};
