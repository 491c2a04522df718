import adminDiscussion from './adminDiscussion.ts';
import discussion from './discussion.ts';

/** The discussion area's words, by top-level key: the public pages and the back office's page. */
export default {
  zh: { discussion: discussion.zh, adminDiscussion: adminDiscussion.zh },
  en: { discussion: discussion.en, adminDiscussion: adminDiscussion.en },
};
