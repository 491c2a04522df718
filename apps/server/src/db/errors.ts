/**
 * PostgreSQL errors by SQLSTATE, as the driver or the ORM wrapping it (in `cause`) reports them:
 * the database is the one judge of a race between two saves.
 */

const SQLSTATE = { uniqueViolation: '23505', foreignKeyViolation: '23503' } as const;

function hasSqlState(error: unknown, code: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** A unique index refused the row (a racing save took the same name). */
export const isUniqueViolation = (error: unknown): boolean => hasSqlState(error, SQLSTATE.uniqueViolation);

/** A foreign key refused the change (a row still in use by another). */
export const isForeignKeyViolation = (error: unknown): boolean => hasSqlState(error, SQLSTATE.foreignKeyViolation);
