export default {
  title: "Añade tus fotos",
  subtitle: "En Descubrir, la gente ve primero tu foto principal",
  hint: "Las caras y las sonrisas funcionan mejor. Quitamos el lugar donde se hizo cada foto antes de que nadie la vea.",
  next: "Continuar",
  later: "Añadir más tarde",
  loading: "Cargando tus fotos",
};
