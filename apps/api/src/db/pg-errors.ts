/** The SQLSTATE of a database error, whether thrown by the driver or wrapped by Drizzle. */
function sqlStateOf(error: unknown): unknown {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? value.code : undefined;
  const cause =
    typeof error === 'object' && error !== null ? (error as { cause?: unknown }).cause : undefined;
  return codeOf(error) ?? codeOf(cause);
}

/** True when a database error (possibly wrapped by Drizzle) is a foreign-key violation (23503). */
export function isForeignKeyViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23503';
}

/** True when a database error (possibly wrapped by Drizzle) is a unique violation (23505). */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
