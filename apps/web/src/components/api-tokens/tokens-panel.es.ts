export default {
  heading: "Tokens de API ({n})",
  intro:
    "Un token permite que el servicio de otro equipo llame a Tandem sin una persona: solo alcanza sus permisos, nunca el perfil, el chat ni la cuenta de nadie.",
  empty: "Aún no hay tokens de API.",
  loading: "Cargando los tokens de API",
  failed: "No se pudieron cargar los tokens de API.",
};
