import admin from '@/pages/admin/i18n.ts';
import announcement from '@/features/announcement/i18n/index.ts';
import comment from '@/features/comment/i18n/index.ts';
import contest from '@/features/contest/i18n/index.ts';
import problem from '@/features/problem/i18n/index.ts';
import rank from '@/features/rank/i18n/index.ts';
import submission from '@/features/submission/i18n/index.ts';
import training from '@/features/training/i18n/index.ts';
import siteAdmin from '@/features/site-admin/i18n/index.ts';
import dashboard from '@/features/dashboard/i18n/index.ts';
import notice from '@/features/notice-admin/i18n/index.ts';
import userAdmin from '@/features/user-admin/i18n/index.ts';
import message from '@/features/message/i18n/index.ts';
import discussion from '@/features/discussion/i18n/index.ts';
import group from '@/features/group/i18n/index.ts';
import similarity from '@/features/similarity/i18n/index.ts';
import sso from '@/features/sso/i18n/index.ts';
import apiToken from '@/features/api-token/i18n/index.ts';

/**
 * The words of the areas and of the back office, fetched with the first page that needs them
 * (`loadAreaWords` in index.ts), so the home page does not download them. An area adds its
 * `features/<area>/i18n/index.ts` here.
 */
const zh = {
  ...problem.zh,
  ...contest.zh,
  ...submission.zh,
  ...rank.zh,
  ...training.zh,
  ...announcement.zh,
  ...notice.zh,
  ...siteAdmin.zh,
  ...dashboard.zh,
  ...userAdmin.zh,
  ...message.zh,
  ...comment.zh,
  ...discussion.zh,
  ...group.zh,
  ...similarity.zh,
  ...sso.zh,
  ...apiToken.zh,
  admin: admin.zh,
};

/** Typed against zh so no key can be missing. */
const en: typeof zh = {
  ...problem.en,
  ...contest.en,
  ...submission.en,
  ...rank.en,
  ...training.en,
  ...announcement.en,
  ...notice.en,
  ...siteAdmin.en,
  ...dashboard.en,
  ...userAdmin.en,
  ...message.en,
  ...comment.en,
  ...discussion.en,
  ...group.en,
  ...similarity.en,
  ...sso.en,
  ...apiToken.en,
  admin: admin.en,
};

export type AreaMessages = typeof zh;
export default { zh, en };
