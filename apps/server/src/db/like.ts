/** Makes user text literal inside a LIKE pattern: `%`, `_` and the escape character itself. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);
