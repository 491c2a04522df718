import { describe, expect, it } from 'vitest';
import { corsOriginsFromEnv, loadConfig } from './config.ts';

describe('CORS_ORIGINS', () => {
  it('is none unless set', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(corsOriginsFromEnv(' , ')).toEqual([]);
  });

  it('lists comma-separated origins, trimmed, without a trailing slash', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://oj.school.example/, http://localhost:5173 ,' }).corsOrigins).toEqual([
      'https://oj.school.example',
      'http://localhost:5173',
    ]);
  });
});
