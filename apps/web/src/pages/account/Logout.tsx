import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { logout } from '../../api/account.ts';
import { PageLoading } from '../../components/common/PageLoading.tsx';
import { session } from '../../session/session.ts';
import { unreadStore } from '../../session/unread.ts';

/** /logout: calls logout, clears the session, goes to /home (spec part 1 §2.9). */
export default function Logout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout()
      .catch(() => undefined)
      .finally(() => {
        session.clear();
        unreadStore.reset();
        queryClient.clear();
        void navigate('/home', { replace: true });
      });
  }, [navigate, queryClient]);
  return <PageLoading />;
}
