/**
 * The footer is hidden on problem detail pages and on focus (full-screen) pages (spec part 1 §1).
 * Those routes belong to later areas; the rule is decided here from the path alone.
 */
const PROBLEM_DETAIL_PATTERNS: readonly RegExp[] = [
  /^\/problem\/[^/]+\/?$/,
  /^\/training\/[^/]+\/problem\/[^/]+\/?$/,
  /^\/contest\/[^/]+\/problem\/[^/]+\/?$/,
  /^\/group\/[^/]+\/problem\/[^/]+\/?$/,
  /^\/group\/[^/]+\/training\/[^/]+\/problem\/[^/]+\/?$/,
];

function isFullScreenPath(pathname: string): boolean {
  return /\/full-screen\/?$/.test(pathname);
}

export function isFooterHidden(pathname: string): boolean {
  return isBareLayout(pathname) || PROBLEM_DETAIL_PATTERNS.some((re) => re.test(pathname));
}

/** Focus pages and the rolling board (a full window of its own) render without the top bar too. */
export function isBareLayout(pathname: string): boolean {
  return isFullScreenPath(pathname) || /^\/scrollBoard\/?$/.test(pathname);
}
