/// <reference types="vite/client" />

/** Each endpoint row's method, path and upload field (`build/endpoint-heads.ts`). */
declare module 'virtual:endpoint-heads' {
  const heads: Record<string, { method: string; path: string; upload?: { file: string } }>;
  export default heads;
}
