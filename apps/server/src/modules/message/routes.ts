import type { FastifyInstance } from 'fastify';
import { clampPage, endpoints, type MessageCleanType } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../http/auth.ts';
import { route } from '../../http/endpoint.ts';
import { ok } from '../../http/envelope.ts';
import { cleanInbox, readInboxPage, unreadInbox, type InboxTab } from './inbox.ts';
import { cleanNotices, readNoticePage, unreadNotices, type NoticeTab } from './notices.ts';

/** hoj's page holds 5 messages unless asked otherwise. */
const DEFAULT_LIMIT = 5;

const CLEAN_TABS: Record<MessageCleanType, { inbox: InboxTab } | { notices: NoticeTab }> = {
  Discuss: { inbox: 'comment' },
  Reply: { inbox: 'reply' },
  Like: { inbox: 'like' },
  Sys: { notices: 'Sys' },
  Mine: { notices: 'Mine' },
};

/** The message centre (hoj-api §10): the rows ask for a signed-in user, and every call reads or changes only theirs. */
export async function messageRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, endpoints.msgUnread, async ({ request }) => {
    const user = currentUser(request);
    const [inbox, notices] = await Promise.all([unreadInbox(ctx.db, user.uid), unreadNotices(ctx.db, user)]);
    return ok({ ...inbox, ...notices });
  });
  const inboxTabs = [
    [endpoints.msgComment, 'comment'],
    [endpoints.msgReply, 'reply'],
    [endpoints.msgLike, 'like'],
  ] as const;
  for (const [row, tab] of inboxTabs) {
    route(app, row, async ({ query, request }) => {
      const { current, size } = clampPage(query.currentPage, query.limit, DEFAULT_LIMIT);
      return ok(await readInboxPage(ctx.db, currentUser(request).uid, tab, current, size));
    });
  }
  const noticeTabs = [
    [endpoints.msgSys, 'Sys'],
    [endpoints.msgMine, 'Mine'],
  ] as const;
  for (const [row, tab] of noticeTabs) {
    route(app, row, async ({ query, request }) => {
      const { current, size } = clampPage(query.currentPage, query.limit, DEFAULT_LIMIT);
      return ok(await readNoticePage(ctx.db, currentUser(request), tab, current, size));
    });
  }
  route(app, endpoints.msgClean, async ({ query, request }) => {
    const user = currentUser(request);
    const tab = CLEAN_TABS[query.type];
    if ('inbox' in tab) await cleanInbox(ctx.db, user.uid, tab.inbox, query.id);
    else await cleanNotices(ctx.db, user, tab.notices, query.id);
    return ok(null, 'Delete successfully');
  });
}
