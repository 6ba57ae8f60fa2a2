import { base, typeChecked } from "@tandem/eslint-config";
import { webBoundaries } from "@tandem/eslint-config/boundaries";

export default [...base, ...typeChecked(import.meta.dirname), ...webBoundaries];
