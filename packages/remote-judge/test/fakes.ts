/** What other workspaces' tests use: the fake sites' support and the fake HDU (the one judge they drive end to end). */
export * from './support/index.ts';
export { HDU_PASSWORD, HDU_USER, hduFake, type HduFake } from './hdu/fake.ts';
