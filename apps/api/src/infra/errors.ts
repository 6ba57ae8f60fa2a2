/** Postgres' unique_violation, optionally on a named constraint. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = error as { code?: string; constraint?: string };
  return (
    pgError?.code === "23505" && (constraint === undefined || pgError.constraint === constraint)
  );
}
