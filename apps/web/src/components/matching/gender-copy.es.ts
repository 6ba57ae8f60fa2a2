export default {
  male: "Hombre",
  female: "Mujer",
  "non-binary": "No binario",
  "prefer-not-to-say": "Prefiero no decirlo",
};
