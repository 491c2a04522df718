import type { ReactNode } from 'react';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SubjectLoadFailed, SubjectPageCard } from '@/components/admin/SubjectPageCard.tsx';
import { useContestDesk } from './desk.ts';

/** The frame of a page about one contest (its problems, its announcements), leading back to the desk's contest list. */
export function ContestPageCard({
  title,
  contestTitle,
  actions,
  children,
}: {
  title: string;
  contestTitle: string | undefined;
  actions: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const desk = useContestDesk();
  return (
    <SubjectPageCard
      title={title}
      back={{ to: desk.home, label: t('adminContest.backToList') }}
      subject={{ icon: <TrophyOutlined />, title: contestTitle }}
      testId="admin-contest"
      actions={actions}
    >
      {children}
    </SubjectPageCard>
  );
}

/** A contest page whose contest could not be read (a wrong id, or no right to it): say so and lead back to the list. */
export function ContestLoadFailed({ text }: { text: string }) {
  const { t } = useTranslation();
  const desk = useContestDesk();
  return <SubjectLoadFailed text={text} back={{ to: desk.home, label: t('adminContest.backToList') }} testId="admin-contest-load-failed" />;
}
