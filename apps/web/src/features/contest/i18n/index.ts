import adminContest from './adminContest.ts';
import contest from './contest.ts';
import scoreboard from './scoreboard.ts';

/** The contest area's words, by top-level key: the contest pages, the boards, and the contest back office. */
export default {
  zh: { contest: contest.zh, scoreboard: scoreboard.zh, adminContest: adminContest.zh },
  en: { contest: contest.en, scoreboard: scoreboard.en, adminContest: adminContest.en },
};
