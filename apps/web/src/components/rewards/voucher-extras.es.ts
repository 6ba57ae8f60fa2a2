export default {
  qrLabel: "Código QR del código del vale {code}",
  map: "Mapa",
  mapLabel: "Mapa de {location} en OpenStreetMap (se abre en una pestaña nueva)",
};
