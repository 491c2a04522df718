/**
 * The database schema (PostgreSQL dialect; the same migrations run on PGlite and PostgreSQL), one
 * file per area under tables/. Tables follow the reference data model; areas built later add their
 * columns and tables with their own migrations.
 */
export * from './tables/account.ts';
export * from './tables/site.ts';
export * from './tables/problem.ts';
export * from './tables/contest.ts';
export * from './tables/judging.ts';
export * from './tables/training.ts';
export * from './tables/message.ts';
export * from './tables/community.ts';
export * from './tables/group.ts';
export * from './tables/remote-judge.ts';
export * from './tables/rating.ts';
export * from './tables/sso.ts';
export * from './tables/api-token.ts';
