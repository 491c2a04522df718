import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { STORAGE_KEYS, readStorage, writeStorage } from '../session/storage.ts';
import zhCN from './zh-CN.ts';
import enUS from './en-US.ts';

/** The two interface languages (spec part 1 §1): zh-CN is the default. */
export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** `?lang=` wins, then the stored choice, then the default. */
export function initialLanguage(): Language {
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

const startLanguage = initialLanguage();

void i18next.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: startLanguage,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(startLanguage);

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

/** Switches the interface language and remembers the choice. */
export function setLanguage(lang: Language): void {
  writeStorage(STORAGE_KEYS.webLanguage, lang);
  applyLanguage(lang);
  void i18next.changeLanguage(lang);
}

export function useLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}

export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };
