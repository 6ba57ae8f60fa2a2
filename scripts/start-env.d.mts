export function startEnv(
  root: string,
  env?: Record<string, string | undefined>,
): Record<"NODE_ENV" | "PORT" | "WEB_DIST_DIR" | "DEMO_DATA", string>;
