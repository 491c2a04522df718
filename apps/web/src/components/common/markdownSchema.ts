import { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';

/**
 * What survives of markdown that anyone may write (discussions, comments, a profile): GitHub's
 * safe subset of HTML. No element that runs, loads or submits anything (script, style, iframe,
 * object, embed, form, svg, math …), no attribute but the listed ones (so no `on…` handler, no
 * `style`, no `srcdoc`), and links and sources only over http(s), mailto and the like, or relative:
 * no `javascript:`, `vbscript:` or `data:` URL, however it is spelt. Sanitising runs before KaTeX,
 * which then renders the math it left in place (KaTeX's own links need `trust`, which stays off).
 */
export const userMarkdownSchema: SanitizeSchema = {
  ...defaultSchema,
  // Dropped with their content, which would otherwise show as stray text.
  strip: ['script', 'style', 'template', 'textarea', 'title', 'noscript', 'noembed', 'noframes', 'xmp', 'iframe', 'object', 'svg', 'math'],
  attributes: {
    ...defaultSchema.attributes,
    // remark-math marks its code elements for KaTeX; fenced code keeps its language.
    code: [['className', /^language-./, 'math-inline', 'math-display']],
  },
};
