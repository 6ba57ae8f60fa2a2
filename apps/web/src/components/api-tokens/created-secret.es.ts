export default {
  createdTitle: "Copia el token ahora",
  createdText:
    'Es la única vez que se muestra: Tandem solo guarda su huella. Envíalo como "Authorization: Bearer <token>".',
  copy: "Copiar",
  copied: "Token copiado",
  done: "Listo",
};
