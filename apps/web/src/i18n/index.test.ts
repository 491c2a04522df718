import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The browser globals the module reads: the address, localStorage and the page's `lang`. */
function stubBrowser(search: string): { stored: Map<string, string>; root: { lang: string } } {
  const stored = new Map<string, string>();
  const root = { lang: '' };
  vi.stubGlobal('window', {
    location: { search },
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
  vi.stubGlobal('document', { documentElement: root });
  return { stored, root };
}

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.doUnmock('./en-US.ts');
  vi.unstubAllGlobals();
});

describe('the interface language', () => {
  it('starts in Chinese without fetching the English words', async () => {
    const { root } = stubBrowser('');
    const fetched = vi.fn();
    vi.doMock('./en-US.ts', () => {
      fetched();
      return { default: {} };
    });
    const { i18n, languageReady } = await import('./index.ts');
    await languageReady;
    expect(i18n.language).toBe('zh-CN');
    expect(i18n.t('nav.home')).toBe('首页');
    expect(root.lang).toBe('zh-CN');
    expect(fetched).not.toHaveBeenCalled();
  });

  it('starts in English when the link asks for it, once the English words are there', async () => {
    const { root, stored } = stubBrowser('?lang=en-US');
    const { i18n, languageReady } = await import('./index.ts');
    await languageReady;
    expect(i18n.language).toBe('en-US');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(root.lang).toBe('en-US');
    expect(stored.get('webLanguage')).toBe('en-US');
  });

  it('switches to English and remembers the choice', async () => {
    const { root, stored } = stubBrowser('');
    const { i18n, languageReady, setLanguage } = await import('./index.ts');
    await languageReady;
    await setLanguage('en-US');
    expect([i18n.language, i18n.t('nav.home'), root.lang, stored.get('webLanguage')]).toEqual(['en-US', 'Home', 'en-US', 'en-US']);
  });

  it('keeps a later choice over an earlier one whose words were still downloading', async () => {
    const { root, stored } = stubBrowser('');
    const { i18n, languageReady, setLanguage } = await import('./index.ts');
    await languageReady;
    const english = setLanguage('en-US');
    await setLanguage('zh-CN');
    await english;
    expect([i18n.language, root.lang, stored.get('webLanguage')]).toEqual(['zh-CN', 'zh-CN', 'zh-CN']);
  });
});
