import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useWebsiteConfig } from '@/api/queries.ts';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';

/**
 * The discussion pages need the public-discussion switch (spec part 3 §2.1): while it is off they
 * send the user to /home with the no-access message.
 */
export function DiscussionGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { config, loaded } = useWebsiteConfig();
  const closed = loaded && !config.openPublicDiscussion;
  useEffect(() => {
    if (closed) toast.error(t('discussion.closed'));
  }, [closed, t]);
  if (!loaded) return <PageLoading />;
  if (closed) return <Navigate to="/home" replace />;
  return children;
}
