import { base, typeChecked } from "@tandem/eslint-config";

export default [...base, ...typeChecked(import.meta.dirname)];
