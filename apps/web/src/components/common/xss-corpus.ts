/**
 * Markdown and HTML that try to run script, for the tests that prove user markdown renders inert
 * (markdownXss.test.ts here, e2e/tests/markdown-xss.spec.ts in a real browser).
 *
 * Drawn from: the OWASP "XSS Filter Evasion Cheat Sheet" (encoded and split `javascript:`, event
 * handlers, malformed tags, `<object>`/`<embed>`/`<base>`/`<meta refresh>`), the PortSwigger "Cross-site
 * scripting (XSS) cheat sheet" (events that fire without a click, `<svg>`/`<math>` and mutation
 * vectors such as `<math><mtext><table><mglyph><style>`, `srcdoc`, `formaction`), markdown-specific
 * vectors (inline, image, reference and auto links to `javascript:`, link titles, HTML blocks inside
 * lists and tables) and KaTeX's `\href`, `\url` and `\htmlData`.
 *
 * Every vector's payload is `__xss(n)` with its own n: a page that defines `window.__xss` learns
 * which vector ran, if any did.
 */
type Vector = (run: string) => string;

const VECTORS: Vector[] = [
  // Markdown links and images
  (r) => `[click](javascript:${r})`,
  (r) => `[click](JaVaScRiPt:${r})`,
  (r) => `[click](  javascript:${r}  )`,
  (r) => `[click](javascript&#58;${r})`,
  (r) => `[click](&#x6A;avascript:${r})`,
  (r) => `[click](vbscript:${r})`,
  (r) => `[click](data:text/html;base64,PHNjcmlwdD4ke3J9PC9zY3JpcHQ+) [d2](data:text/html,<script>${r}</script>)`,
  (r) => `![x](javascript:${r})`,
  (r) => `![x](x" onerror="${r})`,
  (r) => `[ref][x]\n\n[x]: javascript:${r}`,
  (r) => `[ref][y]\n\n[y]: <javascript:${r}> "t"`,
  (r) => `<javascript:${r}>`,
  (r) => `[a](https://x.test "\\" onmouseover=\\"${r}")`,
  (r) => `[a](<javascript:${r}>)`,
  (r) => `[a](java\nscript:${r})`,
  // Raw HTML: script and event handlers
  (r) => `<script>${r}</script>`,
  (r) => `<SCRIPT SRC=data:text/javascript,${r}></SCRIPT>`,
  (r) => `<img src=x onerror=${r}>`,
  (r) => `<img src="x" onerror="${r}"/>`,
  (r) => `<IMG """><SCRIPT>${r}</SCRIPT>">`,
  (r) => `<img src=x:alert(alt) onerror=eval(src) alt=0>${r}`,
  (r) => `<svg onload=${r}>`,
  (r) => `<svg><script>${r}</script></svg>`,
  (r) => `<svg><animate onbegin=${r} attributeName=x dur=1s>`,
  (r) => `<body onload=${r}>`,
  (r) => `<details open ontoggle=${r}>x</details>`,
  (r) => `<div onmouseover="${r}" style="position:fixed;inset:0">hover</div>`,
  (r) => `<input autofocus onfocus=${r}>`,
  (r) => `<video><source onerror="${r}"></video>`,
  (r) => `<audio src=x onerror=${r}>`,
  (r) => `<marquee onstart=${r}>x</marquee>`,
  (r) => `<select autofocus onfocus=${r}></select>`,
  (r) => `<textarea autofocus onfocus=${r}></textarea>`,
  (r) => `<style>@import 'javascript:${r}';</style><style onload=${r}></style>`,
  // Raw HTML: links whose scheme is hidden
  (r) => `<a href="javascript:${r}">x</a>`,
  (r) => `<a href="jav&#x09;ascript:${r}">x</a>`,
  (r) => `<a href="jav&#x0A;ascript:${r}">x</a>`,
  (r) => `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${r}">x</a>`,
  (r) => `<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A;${r}">x</a>`,
  (r) => `<a href=" &#14;  javascript:${r}">x</a>`,
  (r) => `<a href="javascript&colon;${r}">x</a>`,
  (r) => `<a href="vbscript:${r}">x</a>`,
  (r) => `<a href="data:text/html,<script>${r}</script>">x</a>`,
  (r) => `<a href="x" onclick="${r}">x</a>`,
  (r) => `<form><button formaction="javascript:${r}">x</button></form>`,
  (r) => `<form action="javascript:${r}"><input type=submit></form>`,
  // Raw HTML: frames, objects and documents
  (r) => `<iframe src="javascript:${r}"></iframe>`,
  (r) => `<iframe srcdoc="<script>parent.${r}</script>"></iframe>`,
  (r) => `<object data="javascript:${r}"></object>`,
  (r) => `<embed src="javascript:${r}">`,
  (r) => `<base href="javascript:${r}//"><a href="x">x</a>`,
  (r) => `<meta http-equiv="refresh" content="0;url=javascript:${r}">`,
  (r) => `<math><mtext><table><mglyph><style><img src=x onerror=${r}>`,
  (r) => `<math href="javascript:${r}">x</math>`,
  (r) => `<noscript><p title="</noscript><img src=x onerror=${r}>">`,
  (r) => `<template><img src=x onerror=${r}></template>`,
  (r) => `<!--<img src="--><img src=x onerror=${r}//">`,
  (r) => `<img src="x\`\` onerror=${r}>`,
  (r) => `<<script>${r};//<</script>`,
  // HTML inside markdown structures
  (r) => `- item <img src=x onerror=${r}>\n- [x](javascript:${r})`,
  (r) => `| a |\n|---|\n| <img src=x onerror=${r}> |`,
  (r) => `> <svg/onload=${r}>`,
  (r) => `**<a href="javascript:${r}">bold</a>**`,
  // KaTeX
  (r) => `$\\href{javascript:${r}}{click}$`,
  (r) => `$$\n\\url{javascript:${r}}\n$$`,
  (r) => `$\\htmlData{onclick=${r}}{x}$ $\\htmlStyle{background:url(javascript:${r})}{y}$`,
];

/** The corpus: vector n runs `__xss(n)` when it runs at all. */
export const XSS_CORPUS: readonly string[] = VECTORS.map((make, n) => make(`__xss(${n})`));
