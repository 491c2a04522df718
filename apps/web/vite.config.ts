import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server and `vite preview` send `/api` calls; override with API_TARGET. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';
const proxy = { '/api': { target: apiTarget, changeOrigin: true } };

/** `@/x` is `src/x`, so a file names what it imports from the app's root, not by climbing `../../`. */
export const srcAlias = { find: /^@\//, replacement: `${import.meta.dirname}/src/` };

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: [srcAlias] },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 900,
  },
});
