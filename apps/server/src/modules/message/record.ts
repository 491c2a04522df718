import type { DbLike } from '../../db/client.ts';
import { userMessage } from '../../db/schema.ts';

/** What the community's actions leave in a user's message centre (hoj's MsgRemind actions). */
type MessageAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

export interface NewMessage {
  action: MessageAction;
  senderId: string;
  recipientId: string;
  sourceId: number;
  sourceType: 'Discussion' | 'Contest';
  /** The first characters of what was said or liked. */
  sourceContent: string;
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
  url: string;
}

const SOURCE_CONTENT_MAX = 255;

/**
 * Leaves a message for a user, in the transaction of the action that caused it. Nobody is told of
 * their own action (liking or answering yourself leaves nothing).
 */
export async function recordMessage(tx: DbLike, m: NewMessage): Promise<void> {
  if (m.senderId === m.recipientId) return;
  await tx.insert(userMessage).values({ ...m, sourceContent: [...m.sourceContent].slice(0, SOURCE_CONTENT_MAX).join('') });
}
