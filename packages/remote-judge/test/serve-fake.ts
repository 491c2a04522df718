#!/usr/bin/env node
/**
 * Serves the fake HDU on 127.0.0.1 for the browser tests and for trying the screens by hand:
 * `node packages/remote-judge/test/serve-fake.ts --port 8124 [--accounts user:pass,user2:pass]`.
 * Point the server at it with `ARBITER_REMOTE_HDU_URL=http://127.0.0.1:8124`. Runs go
 * Queuing → Running → Accepted over three polls; problem 2000 can be imported.
 */
import { parseArgs } from 'node:util';
import { hduFake, HDU_PASSWORD, HDU_USER } from './hdu/fake.ts';
import { SCRIPT, startFakeSite } from './support/index.ts';

const { values } = parseArgs({ options: { port: { type: 'string', default: '8124' }, accounts: { type: 'string' } } });
const accounts = Object.fromEntries(
  (values.accounts ?? `${HDU_USER}:${HDU_PASSWORD}`).split(',').map((pair) => {
    const [user = '', pass = ''] = pair.split(':');
    return [user, pass];
  }),
);
const site = await startFakeSite(hduFake(SCRIPT, { accounts }).routes, Number(values.port));
console.log(`fake HDU at ${site.url}`);
