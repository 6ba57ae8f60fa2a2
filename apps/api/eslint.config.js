import { base, typeChecked } from "@tandem/eslint-config";
import { apiBoundaries } from "@tandem/eslint-config/boundaries";

export default [...base, ...typeChecked(import.meta.dirname), ...apiBoundaries];
