import type { ReactNode } from 'react';
import { TrophyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SubjectLoadFailed, SubjectPageCard } from '@/components/admin/SubjectPageCard.tsx';

/** The frame of a page about one contest (its problems, its announcements), leading back to the contest list. */
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
  return (
    <SubjectPageCard
      title={title}
      back={{ to: '/admin/contest', label: t('adminContest.backToList') }}
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
  return (
    <SubjectLoadFailed
      text={text}
      back={{ to: '/admin/contest', label: t('adminContest.backToList') }}
      testId="admin-contest-load-failed"
    />
  );
}
