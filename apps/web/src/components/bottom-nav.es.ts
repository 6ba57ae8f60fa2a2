export default {
  label: "Principal",
  home: "Inicio",
  quiz: "Quiz",
  rewards: "Premios",
  profile: "Perfil",
  discover: "Descubrir",
  matches: "Matches",
  admin: "Admin",
};
