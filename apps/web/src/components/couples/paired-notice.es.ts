import partnerWords from "./partner-name.es.js";

export default {
  ...partnerWords,
  loading: "Cargando tu relación",
  loadFailed: "No se pudo cargar tu relación.",
  pairedWith: "Estás en pareja con",
  since: "Desde el {date} · ",
  hint: "El código solo sirve para conectar. Para conectar con otra persona, primero termina tu relación actual (Perfil, Estado de la relación).",
  profile: "Ir al perfil",
};
