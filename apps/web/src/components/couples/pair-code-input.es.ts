export default {
  placeholder: "ABC123",
};
