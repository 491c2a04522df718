/**
 * A group problem's display id is stored behind the group's short name (spec part 3 §3); the form
 * edits it without, and the server puts it back on save. Case does not matter: ids are unique
 * whatever their case.
 */
export function withoutGroupPrefix(problemId: string, shortName: string): string {
  if (!shortName || problemId.length <= shortName.length) return problemId;
  return problemId.toUpperCase().startsWith(shortName.toUpperCase()) ? problemId.slice(shortName.length) : problemId;
}
