export * from './envelope.ts';
export * from './roles.ts';
export * from './judge-status.ts';
export * from './rules.ts';
export * from './limits.ts';
export * from './account.ts';
export * from './home.ts';
export * from './paths.ts';
