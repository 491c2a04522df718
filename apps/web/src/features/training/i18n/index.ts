import adminTraining from './adminTraining.ts';
import training from './training.ts';

/** The training area's words, by top-level key: the training pages and the training back office. */
export default {
  zh: { training: training.zh, adminTraining: adminTraining.zh },
  en: { training: training.en, adminTraining: adminTraining.en },
};
