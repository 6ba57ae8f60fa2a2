export default {
  gender: "Género",
  genderPlaceholder: "Elegir",
  ageGroup: "Edad",
  ageGroupPlaceholder: "Elegir",
  ageGroupFromBirthDate:
    "Según tu fecha de nacimiento. Los demás ven tu franja de edad, no tu fecha de nacimiento.",
};
