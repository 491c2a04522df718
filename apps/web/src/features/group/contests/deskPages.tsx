import type { ReactNode } from 'react';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestAnnouncementsPage, ContestEditPage, ContestProblemsPage } from '@/features/contest/index.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useGroupScope } from '../shell/groupScope.ts';
import { GroupContestDesk } from './GroupContestDesk.tsx';
// The back office's page styles (heads, sections, row actions), which its reused pages and tables need here too.
import '@/pages/admin/admin.css';
import './groupContest.css';

/**
 * The contest back office's pages in the Contest tab, on the group's desk: for group admins (the
 * server decides per contest: the group root or its creator).
 */
function ForGroupAdmins({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isAdmin } = useGroupScope();
  if (!isAdmin) {
    return (
      <Card>
        <EmptyState text={t('groupContest.adminOnly')} testId="group-contest-admin-only" />
      </Card>
    );
  }
  return (
    <div className="group-contest-desk">
      <GroupContestDesk>{children}</GroupContestDesk>
    </div>
  );
}

/** /group/:groupID/contest/create and /contest/:contestId/edit */
export function GroupContestForm() {
  return (
    <ForGroupAdmins>
      <ContestEditPage />
    </ForGroupAdmins>
  );
}

/** /group/:groupID/contest/:contestId/problems */
export function GroupContestProblems() {
  return (
    <ForGroupAdmins>
      <ContestProblemsPage />
    </ForGroupAdmins>
  );
}

/** /group/:groupID/contest/:contestId/announcement */
export function GroupContestAnnouncements() {
  return (
    <ForGroupAdmins>
      <ContestAnnouncementsPage />
    </ForGroupAdmins>
  );
}
