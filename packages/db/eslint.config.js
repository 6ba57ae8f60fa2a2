import config from "@tandem/eslint-config";
export default config;
