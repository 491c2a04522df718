import { Suspense, lazy } from 'react';
import { Skeleton } from 'antd';
import type { CodeEditorProps } from './CodeEditor.tsx';
import './editor.css';

const CodeEditor = lazy(() => import('./CodeEditor.tsx'));

/** The code editor, fetched with its own chunk the first time a page shows it. */
export function LazyCodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <div className="code-editor-loading" data-testid="code-editor-loading">
          <Skeleton active paragraph={{ rows: 8 }} title={false} />
        </div>
      }
    >
      <CodeEditor {...props} />
    </Suspense>
  );
}
