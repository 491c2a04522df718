import { join } from 'node:path';
import type { DbAndRedisConfigDTO } from '@arbiter/contract';
import type { Config } from '../../config.ts';

/** No cache server: short-lived values live in the database, so every replica sees them. */
const NO_REDIS = { redisHost: '', redisPort: null, redisPassword: '' } as const;

/**
 * The database this server runs on, from its environment; passwords are never sent. The embedded
 * PGlite is named by its directory and the host `embedded`.
 */
export function dbAndRedisConfig(config: Config): DbAndRedisConfigDTO {
  if (!config.databaseUrl) {
    return { dbName: join(config.dataDir, 'db'), dbHost: 'embedded', dbPort: null, dbUsername: '', dbPassword: '', ...NO_REDIS };
  }
  let url: URL;
  try {
    url = new URL(config.databaseUrl);
  } catch {
    return { dbName: '', dbHost: '', dbPort: null, dbUsername: '', dbPassword: '', ...NO_REDIS };
  }
  return {
    dbName: decodeURIComponent(url.pathname.replace(/^\//, '')),
    // A Unix socket is named by `?host=`.
    dbHost: url.searchParams.get('host') ?? (url.hostname || 'localhost'),
    dbPort: url.port ? Number(url.port) : 5432,
    dbUsername: decodeURIComponent(url.username),
    dbPassword: '',
    ...NO_REDIS,
  };
}
