export * from './fake-server.ts';
export * from './conformance.ts';
export * from './clock.ts';
