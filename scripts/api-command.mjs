// Runs one of the API's commands (apps/api/src/cli/<name>.ts) from the repository's root,
// after installing what is missing, for a machine that has only Node and npm.
import { join } from "node:path";
import { ensureDependencies, findPnpm, root, runForeground } from "./lib.mjs";

export function runApiCommand(name, args) {
  ensureDependencies(findPnpm());
  runForeground(join(root, "apps/api/node_modules/.bin/tsx"), [
    "--conditions=@tandem/source",
    join(root, "apps/api/src/cli", `${name}.ts`),
    ...args,
  ]);
}
