import message from './message.ts';

/** The message area's words, by top-level key: the message centre. */
export default {
  zh: { message: message.zh },
  en: { message: message.en },
};
