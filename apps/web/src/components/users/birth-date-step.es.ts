export default {
  title: "¿Cuándo naciste?",
  text: "Tandem es para personas de {age} años o más. Los demás ven tu franja de edad, nunca tu fecha de nacimiento.",
  legend: "Fecha de nacimiento",
  day: "Día",
  month: "Mes",
  year: "Año",
  dayPlaceholder: "DD",
  monthPlaceholder: "MM",
  yearPlaceholder: "AAAA",
  once: "Revísala antes de seguir: no podrás cambiarla después.",
  next: "Continuar",
  saving: "Guardando...",
  refusedTitle: "Tandem es para personas de {age} años o más.",
  refusedText:
    "Aún no puedes usar Tandem, así que no hemos guardado tu fecha de nacimiento. Si te equivocaste al escribirla, contacta con nuestro equipo de soporte y te la corregirán.",
  signOut: "Cerrar sesión",
};
