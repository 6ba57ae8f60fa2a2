// PARTNER_WORDS in Spanish, spread into the catalogues of the screens that say them.
export default {
  partner: "Tu pareja",
  day: "Día {n}",
  connected: "Conectados",
};
