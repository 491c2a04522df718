import siteAdmin from './siteAdmin.ts';
import siteConfig from './siteConfig.ts';

/** The site back office's words, under one top-level key. */
export default {
  zh: { siteAdmin: { ...siteAdmin.zh, conf: siteConfig.zh } },
  en: { siteAdmin: { ...siteAdmin.en, conf: siteConfig.en } },
};
