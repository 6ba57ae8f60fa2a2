export default {
  hello: "Hola, {name}:",
  helloUnnamed: "Hola:",
  openQuiz: "Abrir el quiz de hoy",
  unsubscribe: "Darme de baja",
  reminderSubject: "Tu quiz de hoy te espera",
  reminderText:
    "Todavía no has terminado el quiz de hoy de {app}. Solo te llevará un par de minutos:",
  reminderLead:
    "{hello} todavía no has terminado el quiz de hoy. Solo te llevará un par de minutos.",
  reminderWhy: "Recibes este correo porque activaste los recordatorios diarios.",
  reminderUnsubscribeText:
    "Recibes este correo porque activaste los recordatorios diarios. Date de baja con un clic:",
  yourPartner: "Tu pareja",
  nudgeSubject: "{sender} te dio un toque: el quiz de hoy te espera",
  nudgeText:
    "{sender} ya respondió el quiz de hoy de {app} y espera tus respuestas. Solo te llevará un par de minutos:",
  nudgeLead:
    "{hello} {sender} ya respondió el quiz de hoy y espera tus respuestas. Solo te llevará un par de minutos.",
  nudgeWhy: "Recibes este correo porque tienes las notificaciones desactivadas en tu teléfono.",
  nudgeUnsubscribeText:
    "Recibes este correo porque tienes las notificaciones desactivadas en tu teléfono. Deja de recibir correos sobre el quiz con un clic:",
};
