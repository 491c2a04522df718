import dashboard from './dashboard.ts';

/** The dashboard's words, under one top-level key. */
export default {
  zh: { dashboard: dashboard.zh },
  en: { dashboard: dashboard.en },
};
