import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LIMITS } from '@arbiter/contract';
import { usePollUnlessLive, useLiveEvent } from '@/session/live.ts';
import { useSession } from '@/session/session.ts';
import { unreadStore } from '@/session/unread.ts';
import { getUnreadCounts } from '../api/message.ts';
import { messageKeys } from '../api/keys.ts';

/**
 * Polls the signed-in user's unread counts (spec part 1: every 120 s) into the store the top bar's
 * badges read, or refetches them when the live stream says they changed; a page of the message
 * centre refreshes them at once after reading. Renders nothing.
 */
export function UnreadPoll() {
  const { token } = useSession();
  const unread = useQuery({
    queryKey: messageKeys.unread(token),
    queryFn: getUnreadCounts,
    enabled: token !== null,
    refetchInterval: usePollUnlessLive(LIMITS.unreadPollMs),
    staleTime: 0,
  });
  useLiveEvent('unread', () => void unread.refetch());
  useEffect(() => {
    if (token === null) unreadStore.reset();
    else if (unread.data) unreadStore.set(unread.data);
  }, [token, unread.data]);
  return null;
}
