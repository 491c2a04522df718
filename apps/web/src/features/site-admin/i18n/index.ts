import siteAdmin from './siteAdmin.ts';

/** The site back office's words, under one top-level key. */
export default {
  zh: { siteAdmin: siteAdmin.zh },
  en: { siteAdmin: siteAdmin.en },
};
