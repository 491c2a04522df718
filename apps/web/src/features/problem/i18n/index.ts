import problem from './problem.ts';
import problemAdmin from './problemAdmin.ts';

/** The problem area's words, by top-level key: the bank and problem pages, and the problem back office. */
export default {
  zh: { problem: problem.zh, problemAdmin: problemAdmin.zh },
  en: { problem: problem.en, problemAdmin: problemAdmin.en },
};
