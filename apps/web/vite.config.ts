import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { endpointHeadsModule } from './build/endpoint-heads.ts';
import { precompress } from './build/precompress.ts';

/** Where the dev server and `vite preview` send `/api` calls; override with API_TARGET. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/** `@/x` is `src/x`, so a file names what it imports from the app's root, not by climbing `../../`. */
export const srcAlias = { find: /^@\//, replacement: `${import.meta.dirname}/src/` };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), endpointHeadsModule(), precompress()],
  resolve: { alias: [srcAlias] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      treeshake: {
        // antd's rc components do not declare `sideEffects: false`, so every module their barrels
        // re-export stayed in the bundle; none runs anything on import. (The contract declares it in
        // its package.json: its zod schemas, about 35 kB gzip, stay out of the shell.)
        moduleSideEffects: [{ test: /node_modules[\\/]@rc-component[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // What the first page needs before it renders ($initial: reached by static imports from
          // the entry) in two files instead of forty small ones, which compress worse and cost a
          // request each: the libraries, kept across releases until a dependency changes, and the
          // app's own code. Pages, the editor, KaTeX and ECharts stay in chunks loaded on demand.
          // "Reached" is by import, not by use: a library module that some shell module imports
          // (antd's Button styles → color picker → Collapse) lands here when a page uses it, though
          // the shell does not (antd's form, collapse, color picker, sider: about 29 kB gzip).
          groups: [
            { name: 'vendor', tags: ['$initial'], test: /node_modules/, priority: 1 },
            { name: 'shell', tags: ['$initial'] },
          ],
        },
      },
    },
  },
});
