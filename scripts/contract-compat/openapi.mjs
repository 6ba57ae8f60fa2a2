// The REST half of the comparison: api-smart-diff (a maintained OpenAPI differ that
// classifies each change as breaking, non-breaking, deprecated or annotation) on the two
// versions' OpenAPI documents, each written by that version's own generator. Three of its
// "breaking" classes are not breaking by the contract's README, and are dropped here:
// a new enum value in an answer (clients keep a default branch: a new reason is a minor
// change), a field an answer now always has (marked required in a response), and a new
// security scheme (a new way to authenticate; the old one still works).
import { apiCompare } from "api-smart-diff";

const inAnswer = (path) => path.includes("responses");
const allowed = ({ path, action }) =>
  (action === "add" && path[0] === "components" && path[1] === "securitySchemes") ||
  (action === "add" && inAnswer(path) && ["enum", "required"].includes(path.at(-2)));

/** Where a change is, in words: "POST /api/pair/use", or the document's part. */
function place(path) {
  if (path[0] === "paths" && typeof path[2] === "string")
    return `${path[2].toUpperCase()} ${path[1]}`;
  if (path[0] === "paths") return `${path[1]}`;
  return path.filter((part) => typeof part === "string").join("/");
}

/** Each breaking change between two OpenAPI documents, in words, each said once. */
export function compareOpenApi(before, after) {
  const { diffs } = apiCompare(before, after);
  const lines = diffs
    .filter((diff) => diff.type === "breaking" && !allowed(diff))
    .map((diff) => {
      const what = diff.description ?? `${diff.action} at ${diff.path.join("/")}`;
      return `REST ${place(diff.path)}: ${what}`;
    });
  return [...new Set(lines)];
}
