export default {
  heading: "Lista de espera ({n})",
  download: "Descargar CSV",
  downloading: "Preparando...",
  loading: "Cargando la lista de espera",
  failed: "No se pudo cargar la lista de espera.",
  empty: "Aún no hay nadie en la lista de espera.",
  contact: "Correo o teléfono",
  joined: "Se unió",
};
