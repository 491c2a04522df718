import { useEffect, useRef } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_ANNOUNCEMENT_POLL_MS } from '@arbiter/contract';
import { useLiveEvent, useLiveStatus, useWatchContest } from '@/session/live.ts';
import { getNotReadAnnouncements } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { contestPath } from './contestScope.ts';
import { loadReadIds, markRead } from './readAnnouncements.ts';

/** At most this many notifications at once (a first visit may find many announcements). */
const MAX_NOTIFICATIONS = 3;

/**
 * Every 60 s (and once on entering) asks for the contest's announcements the user has not seen and
 * shows each new one as a notification; the seen ids are kept in the browser (spec part 2 §4).
 * While the live stream is up (the shell watches its contest) it asks when the stream says the
 * announcements changed instead of every 60 s.
 * A failed call stops the poll (the client has reported it). While the Announcement tab is open
 * (`quiet`) new ones are only marked read: they are on the screen already.
 */
export function useAnnouncementPoll(cid: number, uid: string | null, enabled: boolean, quiet: boolean): void {
  const { t } = useTranslation();
  const { notification } = App.useApp();
  const queryClient = useQueryClient();
  // The navigate function changes with the location; the poll must not restart on every tab change.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  const quietRef = useRef(quiet);
  useEffect(() => {
    navigateRef.current = navigate;
    quietRef.current = quiet;
  });

  const live = useLiveStatus() === 'live';
  useWatchContest(enabled ? cid : null);
  const roundRef = useRef<(() => Promise<void>) | null>(null);
  useLiveEvent('announcement', (e) => {
    if (e.cid === cid) void roundRef.current?.();
  });

  useEffect(() => {
    if (!enabled || uid === null) return;
    let stopped = false;
    let timer: number | undefined;
    const round = async () => {
      try {
        const fresh = await getNotReadAnnouncements(cid, loadReadIds(uid, cid));
        if (stopped) return;
        if (fresh.length > 0) {
          // Oldest first, so the newest ends on top; a click opens the Announcement tab.
          for (const a of quietRef.current ? [] : fresh.slice(0, MAX_NOTIFICATIONS).reverse()) {
            const key = `contest-${cid}-announcement-${a.id}`;
            notification.info({
              key,
              title: t('contest.announcements.newTitle'),
              description: a.title,
              onClick: () => {
                notification.destroy(key);
                void navigateRef.current(contestPath.tab(cid, 'announcements'));
              },
            });
          }
          markRead(
            uid,
            cid,
            fresh.map((a) => a.id),
          );
          void queryClient.invalidateQueries({ queryKey: contestKeys.announcementsOf(cid) });
        }
        window.clearTimeout(timer);
        if (!live) timer = window.setTimeout(() => void round(), CONTEST_ANNOUNCEMENT_POLL_MS);
      } catch {
        // A failed poll stops polling.
      }
    };
    roundRef.current = round;
    void round();
    return () => {
      stopped = true;
      roundRef.current = null;
      window.clearTimeout(timer);
    };
  }, [cid, uid, enabled, live, notification, queryClient, t]);
}
