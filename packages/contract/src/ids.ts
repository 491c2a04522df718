import { z } from 'zod';

/**
 * Ids and whole numbers as clients send them. A JSON body carries numbers, a query string, a path
 * or a form field carries their digits; both read the same. Nothing else is a number: `z.coerce`
 * would read `true` and `[1]` as 1 (and so reach contest 1 or submission 1), '' and null as 0.
 */

/** Ids are PostgreSQL integers: a larger value could only fail in the database. */
export const ID_MAX = 2_147_483_647;

export const idRangeMessage = (what: string) => `${what} must be a whole number from 1 to ${ID_MAX}`;

const DIGITS = /^\d{1,10}$/;
const SIGNED_DIGITS = /^-?\d{1,15}$/;

/** The digits of a query string or form field as a number; any other value is left for the schema to refuse. */
function fromDigits(pattern: RegExp) {
  // Typed as reading a number: that is the field's shape for clients (body ids are numbers).
  return (value: number): unknown => {
    const raw: unknown = value;
    return typeof raw === 'string' && pattern.test(raw) ? Number(raw) : raw;
  };
}

function idNumber(what: string, min: 0 | 1) {
  const required = `${what} is required`;
  const range = idRangeMessage(what);
  return z.number(required).min(min, required).int(range).max(ID_MAX, range);
}

/**
 * An id: 1 … ID_MAX, as a JSON number or its digits. A missing, non-numeric or non-positive value
 * is "`what` is required"; a fraction or a value past ID_MAX names the range.
 */
export function id(what = 'The id') {
  return z.preprocess(fromDigits(DIGITS), idNumber(what, 1));
}

/** An id where 0 stands for none (a practice submission's contest, a problem outside a group). */
export function idOrZero(what = 'The id') {
  return z.preprocess(fromDigits(DIGITS), idNumber(what, 0));
}

/** An optional id of a query string: absent or empty is undefined, anything else must be an id. */
export function optionalQueryId(what = 'The id') {
  const digits = fromDigits(DIGITS);
  return z.preprocess((value: number) => ((value as unknown) === '' ? undefined : digits(value)), idNumber(what, 1).optional());
}

/** A number of a form or a query (a type code, a count): a JSON number or its whole digits, never a boolean or an array. */
export function numberField<S extends z.ZodType>(schema: S) {
  return z.preprocess(fromDigits(SIGNED_DIGITS), schema);
}

/** A date as a JSON string or a millisecond count, never a boolean (which `z.coerce.date` reads as 1970). */
export function dateField(message?: string) {
  return z.preprocess((value: string) => {
    const raw: unknown = value;
    return typeof raw === 'string' || typeof raw === 'number' ? new Date(raw) : raw;
  }, z.date(message));
}

/** A list call's page parameters; what is not a number is left out and the server's default applies. */
export const pageQuery = {
  currentPage: z.coerce.number().int().optional().catch(undefined),
  limit: z.coerce.number().int().optional().catch(undefined),
};

/** A query flag as clients send it (`true`/`false`, or a JSON boolean); anything else is left out. */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((v) => v === true || v === 'true')
  .optional()
  .catch(undefined);
