import { describe, expect, it } from 'vitest';

describe('zod-without-eval', () => {
  it('given the module loaded before zod, zod should build its parsers without eval (jitless)', async () => {
    await import('./zod-without-eval');
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('should leave zod able to parse objects', async () => {
    await import('./zod-without-eval');
    const { z } = await import('zod');
    const schema = z.object({ name: z.string().min(1) });
    expect(schema.parse({ name: 'Hydrant 1', extra: true })).toEqual({ name: 'Hydrant 1' });
    expect(schema.safeParse({ name: '' }).success).toBe(false);
  });
});
