type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/**
 * The areas' rows (or paths) in one object by name; a name given twice would silently hide a row, so it throws.
 * Marked free of side effects so a bundle that does not read the joined object leaves its areas out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function joinAreas<A extends Record<string, Record<string, unknown>>>(areas: A): UnionToIntersection<A[keyof A]> {
  const joined: Record<string, unknown> = {};
  for (const area of Object.values(areas)) {
    for (const [name, value] of Object.entries(area)) {
      if (name in joined) throw new Error(`The endpoint table names ${name} twice`);
      joined[name] = value;
    }
  }
  return joined as UnionToIntersection<A[keyof A]>;
}
