import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { STORAGE_KEYS, readStorage, writeStorage } from '../session/storage.ts';
import zhCN, { type Messages } from './zh-CN.ts';

/** The two interface languages (spec part 1 §1): zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
const DEFAULT_LANGUAGE = 'zh-CN' satisfies Language;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `?lang=` wins, then the stored choice, then the default. */
function initialLanguage(): Language {
  const fromQuery = new URLSearchParams(window.location.search).get('lang');
  if (isLanguage(fromQuery)) {
    writeStorage(STORAGE_KEYS.webLanguage, fromQuery);
    return fromQuery;
  }
  const stored = readStorage(STORAGE_KEYS.webLanguage);
  return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
}

const DAYJS_LOCALE: Record<Language, string> = { 'zh-CN': 'zh-cn', 'en-US': 'en' };

function applyLanguage(lang: Language): void {
  dayjs.locale(DAYJS_LOCALE[lang]);
  document.documentElement.lang = lang;
}

void i18next.use(initReactI18next).init({
  resources: { [DEFAULT_LANGUAGE]: { translation: zhCN } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(DEFAULT_LANGUAGE);

/** The other languages' words, fetched when first chosen: the default's alone come with the first load. */
const LATER_WORDS: Record<Exclude<Language, typeof DEFAULT_LANGUAGE>, () => Promise<{ default: Messages }>> = {
  'en-US': () => import('./en-US.ts'),
};

const wordsOf = new Map<Language, Promise<void>>();

function loadWords(lang: Language): Promise<void> {
  if (lang === DEFAULT_LANGUAGE) return Promise.resolve();
  let loaded = wordsOf.get(lang);
  if (!loaded) {
    loaded = LATER_WORDS[lang]().then(
      ({ default: words }) => {
        i18next.addResourceBundle(lang, 'translation', words, true, true);
      },
      (error: unknown) => {
        // A failed download is tried again by the next switch.
        wordsOf.delete(lang);
        throw error;
      },
    );
    wordsOf.set(lang, loaded);
  }
  return loaded;
}

/** The language last asked for: a slower download of an earlier choice does not override it. */
let wanted: Language = DEFAULT_LANGUAGE;

/** Whether `lang` is the language now (false when a later choice came first). */
async function switchTo(lang: Language): Promise<boolean> {
  wanted = lang;
  await loadWords(lang);
  if (wanted !== lang) return false;
  applyLanguage(lang);
  await i18next.changeLanguage(lang);
  return true;
}

/**
 * Settles once the start language's words are there (at once for the default); main.tsx renders
 * then, so no page shows in one language and turns into another. Should the words not arrive, the
 * app starts in the default language.
 */
export const languageReady: Promise<void> = switchTo(initialLanguage()).then(
  () => undefined,
  async () => void (await switchTo(DEFAULT_LANGUAGE)),
);

export const i18n = i18next;

let areaWords: Promise<void> | null = null;

/**
 * Adds the areas' words (problems, contests, submissions, ranks, the back office) in both
 * languages, fetched once: every area page waits for them (routes/lazyPage.ts), the home page does not.
 */
export function loadAreaWords(): Promise<void> {
  areaWords ??= import('./areas.ts').then(
    ({ default: words }) => {
      i18next.addResourceBundle('zh-CN', 'translation', words.zh, true, true);
      i18next.addResourceBundle('en-US', 'translation', words.en, true, true);
    },
    (error: unknown) => {
      // A failed download is tried again by the next page that asks.
      areaWords = null;
      throw error;
    },
  );
  return areaWords;
}

export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language (once its words are there) and remembers the choice; without
 * the network the language stays as it was, and the promise rejects.
 */
export async function setLanguage(lang: Language): Promise<void> {
  if (await switchTo(lang)) writeStorage(STORAGE_KEYS.webLanguage, lang);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };
