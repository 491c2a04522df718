import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';

const Markdown = lazy(() => import('./Markdown.tsx'));

/**
 * Markdown loaded on first use, so KaTeX and the parser stay out of the first bundle. Sanitised
 * unless `trusted` (text written by an admin role; see Markdown).
 */
export function LazyMarkdown({ source, className, trusted = false }: { source: string; className?: string; trusted?: boolean }) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
      <Markdown source={source} trusted={trusted} {...(className ? { className } : {})} />
    </Suspense>
  );
}
