export default { title: "{app}: muy pronto" };
