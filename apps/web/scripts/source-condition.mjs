// Playwright loads the journeys' TypeScript with Node's own module resolution: this hook
// adds the workspace's "@tandem/source" export condition (read packages from their sources),
// as vite.config.ts does for Vite and the base tsconfig for TypeScript.
export async function resolve(specifier, context, nextResolve) {
  return nextResolve(specifier, {
    ...context,
    conditions: [...context.conditions, "@tandem/source"],
  });
}
