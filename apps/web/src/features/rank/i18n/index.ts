import rank from './rank.ts';

/** The rank area's words, by top-level key. */
export default {
  zh: { rank: rank.zh },
  en: { rank: rank.en },
};
