import userAdmin from './userAdmin.ts';

/** The user back office's words, under one top-level key. */
export default {
  zh: { userAdmin: userAdmin.zh },
  en: { userAdmin: userAdmin.en },
};
