import type { ReactNode } from 'react';
import {
  BarChartOutlined,
  BookOutlined,
  CodeOutlined,
  CommentOutlined,
  FlagOutlined,
  LineChartOutlined,
  HomeOutlined,
  InfoCircleOutlined,
  OrderedListOutlined,
  ReadOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { TFunction } from 'i18next';

export interface NavItem {
  key: string;
  to: string;
  label: string;
  icon: ReactNode;
}

/** The top-bar navigation (spec part 1 §2.1); /discussion only while the public-discussion switch is on. */
export function navItems(t: TFunction, openPublicDiscussion: boolean): NavItem[] {
  const items: NavItem[] = [
    { key: 'home', to: '/home', label: t('nav.home'), icon: <HomeOutlined /> },
    { key: 'problem', to: '/problem', label: t('nav.problem'), icon: <BookOutlined /> },
    { key: 'training', to: '/training', label: t('nav.training'), icon: <ReadOutlined /> },
    { key: 'contest', to: '/contest', label: t('nav.contest'), icon: <TrophyOutlined /> },
    { key: 'status', to: '/status', label: t('nav.status'), icon: <OrderedListOutlined /> },
    { key: 'acm-rank', to: '/acm-rank', label: t('nav.acmRank'), icon: <BarChartOutlined /> },
    { key: 'oi-rank', to: '/oi-rank', label: t('nav.oiRank'), icon: <FlagOutlined /> },
    { key: 'rating-rank', to: '/rating-rank', label: t('nav.ratingRank'), icon: <LineChartOutlined /> },
  ];
  if (openPublicDiscussion) {
    items.push({ key: 'discussion', to: '/discussion', label: t('nav.discussion'), icon: <CommentOutlined /> });
  }
  items.push(
    { key: 'group', to: '/group', label: t('nav.group'), icon: <TeamOutlined /> },
    { key: 'introduction', to: '/introduction', label: t('nav.introduction'), icon: <InfoCircleOutlined /> },
    { key: 'developer', to: '/developer', label: t('nav.developer'), icon: <CodeOutlined /> },
  );
  return items;
}

/** Which navigation entry a path belongs to. */
export function activeNavKey(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  const aliases: Record<string, string> = {
    'submission-detail': 'status',
    'discussion-detail': 'discussion',
  };
  return aliases[first] ?? first;
}
