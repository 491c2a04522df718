import submission from './submission.ts';

/** The submission area's words, by top-level key. */
export default {
  zh: { submission: submission.zh },
  en: { submission: submission.en },
};
