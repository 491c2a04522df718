import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The specifiers a file imports or re-exports at run time (`import type` is erased). */
function runtimeImports(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(/^(?:import|export)(?!\s+type\b)[^;]*?\sfrom\s+'([^']+)'/gm)].map((m) => m[1]!);
}

/** Every file `entry` reaches through its run-time imports, and the packages they import. */
function reach(entry: string): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of runtimeImports(file)) {
      if (spec.startsWith('.')) visit(resolve(dirname(file), spec));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe('API, the paths by name', () => {
  it('reaches no package and no schema module (the web app reads it on its first load, where zod must not be)', () => {
    const { files, packages } = reach(resolve(import.meta.dirname, 'index.ts'));
    expect(packages).toEqual([]);
    const outside = files.filter((f) => !f.startsWith(import.meta.dirname) && !f.endsWith('/join-areas.ts'));
    expect(outside).toEqual([]);
  });
});
