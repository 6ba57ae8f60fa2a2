export default {
  phone: "Número de teléfono",
  location: "Ubicación",
  locationPlaceholder: "Escribe tu ciudad o zona",
  save: "Guardar",
  saving: "Guardando...",
  phoneUpdated: "Teléfono actualizado",
  phoneUpdatedText: "Se guardó tu número de teléfono.",
  locationUpdated: "Ubicación actualizada",
  locationUpdatedText: "Se guardó tu ubicación.",
};
