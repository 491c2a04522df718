import { z } from 'zod';
import { del, get, post, put, shape } from '../endpoint.ts';
import type { Page } from '../envelope.ts';
import type { AnnouncementVO } from '../home.ts';
import { id, numberField } from '../ids.ts';
import { ROLE_GROUPS } from '../roles.ts';
import { announcementAdminPaths } from '../paths/announcement-admin.ts';
import { announcementPageQuery } from './home.ts';

/**
 * The back office's site announcements (hoj-api §13.3): any admin reads the list, hidden ones
 * included; only the super admin writes. The home page shows the visible ones (status 0).
 */

/** An announcement as the back office lists it: the home page's, with its visibility. */
export interface AdminAnnouncementVO extends AnnouncementVO {
  /** 0 visible on the home page, 1 hidden. */
  status: number;
}

export const siteAnnouncementBody = z.object({
  id: id('The announcement').optional().nullable(),
  title: z.string('Title is required').trim().min(1, 'Title is required').max(255),
  content: z.string('Content is required').trim().min(1, 'Content is required').max(65_535),
  status: numberField(z.literal([0, 1])).default(0),
  /** The author the form names (hoj-api §13.3); the server records the caller instead. */
  uid: z.string().max(255).optional().nullable(),
});
export type SiteAnnouncementBody = z.input<typeof siteAnnouncementBody>;

export const siteAnnouncementDeleteQuery = z.object({ aid: id('The announcement') });

const P = announcementAdminPaths;
const root = { auth: 'login', roles: ROLE_GROUPS.root } as const;

export const announcementAdminEndpoints = {
  adminAnnouncement: get(P.adminAnnouncement, {
    auth: 'login',
    roles: ROLE_GROUPS.admins,
    query: announcementPageQuery,
    response: shape<Page<AdminAnnouncementVO>>(),
  }),
  adminAnnouncementCreate: post(P.adminAnnouncement, { ...root, body: siteAnnouncementBody, response: shape<null>() }),
  adminAnnouncementUpdate: put(P.adminAnnouncement, { ...root, body: siteAnnouncementBody, response: shape<null>() }),
  adminAnnouncementDelete: del(P.adminAnnouncement, { ...root, query: siteAnnouncementDeleteQuery, response: shape<null>() }),
} as const;
