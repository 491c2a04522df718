import ReactMarkdown, { type Components, type Options } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import { userMarkdownSchema } from './markdownSchema.ts';
import './markdown.css';
import 'katex/dist/katex.min.css';

const components: Components = {
  a: ({ href, children, node: _node, ...rest }) => {
    const external = typeof href === 'string' && /^https?:\/\//i.test(href);
    return (
      <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noreferrer noopener' } : {})}>
        {children}
      </a>
    );
  },
};

type PluggableList = NonNullable<Options['rehypePlugins']>;

// KaTeX never turns \href, \url or \htmlClass into live markup without `trust`, in either mode.
const katex: PluggableList[number] = [rehypeKatex, { trust: false, strict: 'ignore' }];

/** HTML in the markdown is parsed, then cut down to the safe subset (`userMarkdownSchema`). */
const USER_PLUGINS: PluggableList = [rehypeRaw, [rehypeSanitize, userMarkdownSchema], katex];
/** HTML in the markdown is kept as written: only for what an admin role wrote (the spec renders it unsanitised). */
const TRUSTED_PLUGINS: PluggableList = [rehypeRaw, katex];

/**
 * Markdown with GFM tables, task lists and TeX math. By default it may come from anyone and is
 * sanitised; `trusted` is for text written by an admin role (problems, contests, announcements).
 */
export default function Markdown({ source, className, trusted = false }: { source: string; className?: string; trusted?: boolean }) {
  return (
    <div className={className ? `markdown-body ${className}` : 'markdown-body'}>
      <ReactMarkdown
        remarkPlugins={[remarkGfm, remarkMath]}
        rehypePlugins={trusted ? TRUSTED_PLUGINS : USER_PLUGINS}
        components={components}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
