/**
 * For tests: the fixed messages a zod schema carries anywhere in its tree (its own, its checks'
 * and its parts'), so that a test can ask whether each has its Chinese. Messages raised by
 * refinements at validation time are not here: they go through `customIssue` with both languages.
 */
export function schemaMessages(root: unknown): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    const def = (value as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    const parts = def ?? value;
    if (def && typeof def.error === 'function') {
      // zod keeps a message given as text as a function that answers it whatever the issue.
      const message: unknown = (def.error as (issue: unknown) => unknown)({ code: 'custom', input: undefined });
      if (typeof message === 'string') found.add(message);
    }
    for (const part of Object.values(parts)) visit(part);
  };
  visit(root);
  return found;
}
