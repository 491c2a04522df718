import { countDistinct, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { userAcproblem } from '../../db/schema.ts';
import type { AuthUser } from '../../http/auth.ts';
import { forbidden } from '../../http/envelope.ts';
import { commentAcThreshold } from '../../http/messages/comment.ts';
import type { CommentPlace } from './place.ts';

/**
 * In discussions, a user who is not a site admin comments and replies only after solving
 * `defaultCreateCommentACInitValue` problems (hoj-api §1.6); contests' Q&A has no such bar.
 */
export async function assertMayWrite(ctx: AppContext, place: CommentPlace, user: AuthUser): Promise<void> {
  if (place.kind === 'contest') return;
  if (place.discussion.status !== 0 && !place.admin) throw forbidden('The discussion is hidden: it takes no comments');
  if (place.admin) return;
  const need = (await ctx.site.switches()).defaultCreateCommentACInitValue;
  if (need <= 0) return;
  const [row] = await ctx.db
    .select({ n: countDistinct(userAcproblem.pid) })
    .from(userAcproblem)
    .where(eq(userAcproblem.uid, user.uid));
  if ((row?.n ?? 0) < need) throw forbidden(commentAcThreshold(need));
}
