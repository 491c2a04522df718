import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';

const Markdown = lazy(() => import('./Markdown.tsx'));

/** Markdown loaded on first use, so KaTeX and the parser stay out of the first bundle. */
export function LazyMarkdown({ source, className }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Markdown source={source} {...(className ? { className } : {})} />
    </Suspense>
  );
}
