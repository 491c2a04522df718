import type { z } from 'zod';

/**
 * zod compiles its object parsers with `new Function` when it may, and finds out by trying once as
 * it builds its first object schema. The server's Content-Security-Policy allows no eval, so that
 * try is refused and reported as a violation on every page: zod must parse without compiling.
 * zod reads its settings from `globalThis.__zod_globalConfig` and keeps an object found there
 * before it loads, so setting it here (main.tsx imports this module first; the schemas come later
 * with the pages) brings no zod code into the first load, as `z.config()` would.
 */
const global = globalThis as { __zod_globalConfig?: z.core.$ZodConfig };
(global.__zod_globalConfig ??= {}).jitless = true;
