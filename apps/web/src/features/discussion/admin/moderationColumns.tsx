import { Switch, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import type { Discussion } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';

/** A change a moderator makes from the table at once: the pin or the visibility. */
export type ModerationPatch = { status?: 0 | 1; topPriority?: boolean };

/**
 * The columns of a moderation table of posts (the back office's, a group's): what a post is, and
 * its pin and visibility switches saved at once. The table adds its own selection or actions.
 */
export function moderationColumns(
  t: TFunction,
  opts: { link: (row: Discussion) => string; newTab: boolean; onChange: (row: Discussion, patch: ModerationPatch) => void; testId: string },
): TableColumnsType<Discussion> {
  const { link, newTab, onChange, testId } = opts;
  return [
    { title: t('adminDiscussion.list.colId'), dataIndex: 'id', width: 70 },
    {
      title: t('adminDiscussion.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <Link to={link(row)} {...(newTab ? { target: '_blank' } : {})}>
          {v}
        </Link>
      ),
    },
    { title: t('adminDiscussion.list.colAuthor'), dataIndex: 'author', width: 110 },
    { title: t('adminDiscussion.list.colCategory'), dataIndex: 'categoryName', width: 110, render: (v: string | null) => v ?? '--' },
    {
      title: t('adminDiscussion.list.colCounts'),
      key: 'counts',
      width: 130,
      render: (_v, row) => `${row.commentNum} / ${row.likeNum} / ${row.viewNum}`,
    },
    {
      title: t('adminDiscussion.list.colCreated'),
      dataIndex: 'gmtCreate',
      width: 150,
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminDiscussion.list.colPinned'),
      dataIndex: 'topPriority',
      width: 80,
      render: (v: boolean, row) => (
        <Switch size="small" checked={v} onChange={(on) => onChange(row, { topPriority: on })} data-testid={`${testId}-pin-${row.id}`} />
      ),
    },
    {
      title: t('adminDiscussion.list.colStatus'),
      dataIndex: 'status',
      width: 100,
      render: (v: number, row) => (
        <Switch
          checked={v === 0}
          checkedChildren={t('adminDiscussion.list.normal')}
          unCheckedChildren={t('adminDiscussion.list.hidden')}
          onChange={(on) => onChange(row, { status: on ? 0 : 1 })}
          data-testid={`${testId}-status-${row.id}`}
        />
      ),
    },
  ];
}
