import adminNotice from './adminNotice.ts';

/** The system notice area's words, by top-level key: the notice back office. */
export default {
  zh: { adminNotice: adminNotice.zh },
  en: { adminNotice: adminNotice.en },
};
