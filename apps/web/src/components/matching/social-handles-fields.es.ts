export default {
  socialToggle: "Añadir redes sociales",
  socialHint: "Solo las ven las personas con las que haces match.",
  socialLegend: "Redes sociales",
  instagramHandle: "Instagram",
  snapchatHandle: "Snapchat",
  facebookHandle: "Facebook",
  handlePlaceholder: "usuario",
};
