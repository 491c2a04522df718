import adminAnnouncement from './adminAnnouncement.ts';

/** The announcement area's words, by top-level key: the site announcement back office. */
export default {
  zh: { adminAnnouncement: adminAnnouncement.zh },
  en: { adminAnnouncement: adminAnnouncement.en },
};
