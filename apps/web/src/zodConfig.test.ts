import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('zod in the browser', () => {
  it('parses without compiling code, so a policy without eval reports nothing', async () => {
    await import('./zodConfig.ts');
    const compile = vi.spyOn(globalThis, 'Function');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ id: z.number(), name: z.string() });
    expect(schema.parse({ id: 1, name: 'a' })).toEqual({ id: 1, name: 'a' });
    expect(compile).not.toHaveBeenCalled();
  });
});
