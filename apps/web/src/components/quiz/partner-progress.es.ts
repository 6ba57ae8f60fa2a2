export default {
  partner: "{name}: {done}/{total} respondidas",
};
