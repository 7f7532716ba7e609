/** Both drivers answer `execute` with `{ rows }`; this reads them with the row type the query declares. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Timestamps come back as Date from both drivers (strings from some expressions): one ISO format out. */
export function iso(value: Date | string): string {
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

export function isoOrNull(value: Date | string | null | undefined): string | null {
  return value === null || value === undefined ? null : iso(value);
}
