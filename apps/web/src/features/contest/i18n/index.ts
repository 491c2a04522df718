import adminContest from './adminContest.ts';
import contest from './contest.ts';
import scoreboard from './scoreboard.ts';
import virtual from './virtual.ts';

/** The contest area's words, by top-level key: the contest pages, the boards, the contest back office and virtual participation. */
export default {
  zh: { contest: contest.zh, scoreboard: scoreboard.zh, adminContest: adminContest.zh, contestVirtual: virtual.zh },
  en: { contest: contest.en, scoreboard: scoreboard.en, adminContest: adminContest.en, contestVirtual: virtual.en },
};
