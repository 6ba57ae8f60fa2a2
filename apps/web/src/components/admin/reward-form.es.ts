export default {
  heading: "Crear recompensa",
  title: "Título",
  description: "Descripción",
  brandName: "Marca",
  pointsCost: "Costo en puntos",
  location: "Ubicación",
  imageUrl: "URL de la imagen",
  codesValidUntil: "Códigos válidos hasta (opcional)",
  submit: "Crear recompensa",
  pending: "Creando...",
  missingTitle: "Faltan campos",
  missingText: "Completa todos los campos obligatorios.",
};
