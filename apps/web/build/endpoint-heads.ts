import type { Plugin } from 'vite';
import type { Endpoint } from '@arbiter/contract';

/**
 * `virtual:endpoint-heads`: the contract's endpoint table as a browser sends calls, each row's
 * method, path and upload field, read from the table when the app is built.
 *
 * The rows themselves carry their zod schemas, and a schema module builds its schemas when it is
 * loaded (calls the bundler cannot drop), so importing `endpoints` would bring zod and every schema
 * into the first page (about 35 kB gzip). The browser needs none of them at run time: the server
 * checks the input, and the types come from the rows at compile time (`src/api/endpoints.ts`).
 */
const ID = 'virtual:endpoint-heads';
const RESOLVED = `\0${ID}`;

interface EndpointHead {
  method: string;
  path: string;
  upload?: { file: string };
}

async function endpointHeads(): Promise<Record<string, EndpointHead>> {
  const { endpoints } = await import('@arbiter/contract');
  const rows: Record<string, Endpoint> = endpoints;
  return Object.fromEntries(
    Object.entries(rows).map(([name, row]) => {
      const head: EndpointHead = { method: row.method, path: row.path };
      if (row.upload) head.upload = { file: row.upload.file };
      return [name, head];
    }),
  );
}

export function endpointHeadsModule(): Plugin {
  return {
    name: 'arbiter-endpoint-heads',
    resolveId: (id) => (id === ID ? RESOLVED : null),
    load: async (id) => (id === RESOLVED ? `export default ${JSON.stringify(await endpointHeads())};` : null),
  };
}
