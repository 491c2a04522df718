import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '@/session/session.ts';
import { liveConnection, useLiveEvent, useLiveStatus } from '@/session/live.ts';

/**
 * Keeps the tab's live stream opened for the signed-in user (session/live.ts), and refetches what
 * is shown when the stream says events were missed. Renders nothing; the stream's state is on the
 * root element (`data-live`: off, connecting, live or down) for whoever looks at the page's state.
 */
export function LiveConnection() {
  const { token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => liveConnection.setToken(token), [token]);
  useEffect(() => () => liveConnection.stop(), []);
  useLiveEvent('resync', () => void queryClient.invalidateQueries());
  const status = useLiveStatus();
  useEffect(() => {
    document.documentElement.dataset.live = status;
  }, [status]);
  return null;
}
