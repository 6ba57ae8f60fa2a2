export default {
  partnerDeletedTitle: "Relación terminada",
  partnerDeletedText: "Tu pareja eliminó su cuenta. Vuelves a usar la app en modo individual.",
};
