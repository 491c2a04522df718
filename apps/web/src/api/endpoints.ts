import type { endpoints as rows } from '@arbiter/contract';
import heads from 'virtual:endpoint-heads';

/**
 * The contract's endpoint table as the web app calls it: `call(endpoints.contestInfo, …)`. The
 * types are the rows' own; at run time each entry holds only what a request needs (method, path,
 * upload field), built from the rows when the app is built (`build/endpoint-heads.ts`), so the
 * first page carries no schema. Read nothing else of a row at run time.
 */
export const endpoints = heads as unknown as typeof rows;
