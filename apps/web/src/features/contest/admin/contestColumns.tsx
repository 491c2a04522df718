import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined, NotificationOutlined } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import type { AdminContestListRow } from '@arbiter/contract';
import { IconAction } from '@/components/admin/RowActions.tsx';
import { SubjectRowActions, subjectTitleColumn } from '@/components/admin/SubjectListRow.tsx';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import { formatTime } from '@/utils/time.ts';
import { AuthTag, RuleTypeTag, StatusTag } from './ContestTags.tsx';

/**
 * The columns of a contest admin list (the back office's, a group's): id, title, rule, auth,
 * status, the visible switch, creator, start, and the row's actions (edit, problems,
 * announcements, the accepted code, delete and what the list adds). Links go under `base`; who may
 * change a row is `canManage`'s to say, and the server decides again.
 */
export function contestAdminColumns(
  t: TFunction,
  o: {
    base: string;
    canManage: (row: AdminContestListRow) => boolean;
    testId: string;
    visible: { savingId: number | undefined; onChange: (row: AdminContestListRow, on: boolean) => void };
    actionsWidth: number;
    remove: (row: AdminContestListRow) => { confirm: string; onDelete: () => Promise<unknown> } | null;
    onDownload: (row: AdminContestListRow) => void;
    onAnnouncements: (row: AdminContestListRow) => void;
    /** More row actions after the download (the back office's clone). */
    extra?: (row: AdminContestListRow, manage: boolean) => ReactNode;
  },
): TableColumnsType<AdminContestListRow> {
  const { base, canManage, testId } = o;
  return [
    { title: t('adminContest.list.colId'), dataIndex: 'id', width: 56, responsive: ['sm'] },
    subjectTitleColumn<AdminContestListRow>({ title: t('adminContest.list.colTitle'), base, canManage, testId }),
    { title: t('adminContest.list.colType'), dataIndex: 'type', width: 68, render: (v: number) => <RuleTypeTag type={v} /> },
    {
      title: t('adminContest.list.colAuth'),
      dataIndex: 'auth',
      width: 84,
      responsive: ['md'],
      render: (v: number) => <AuthTag auth={v} />,
    },
    {
      title: t('adminContest.list.colStatus'),
      key: 'status',
      width: 96,
      responsive: ['sm'],
      render: (_: unknown, row) => <StatusTag startTime={row.startTime} endTime={row.endTime} />,
    },
    visibilityColumn<AdminContestListRow>({
      title: t('adminContest.list.colVisible'),
      dataIndex: 'visible',
      width: 72,
      isOn: (row) => row.visible,
      canChange: canManage,
      savingId: o.visible.savingId,
      onChange: o.visible.onChange,
      testId: `${testId}-visible`,
    }),
    {
      title: t('adminContest.list.colCreator'),
      dataIndex: 'author',
      width: 96,
      responsive: ['lg'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('adminContest.list.colStart'),
      dataIndex: 'startTime',
      width: 136,
      responsive: ['xl'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: o.actionsWidth,
      render: (_: unknown, row) => {
        const manage = canManage(row);
        return (
          <SubjectRowActions
            base={base}
            id={row.id}
            manage={manage}
            problemsLabel={t('adminContest.list.problems')}
            remove={o.remove(row)}
            testId={testId}
          >
            <IconAction
              title={t('adminContest.list.announcements')}
              icon={<NotificationOutlined />}
              disabled={!manage}
              onClick={() => o.onAnnouncements(row)}
              testId={`${testId}-announcements-${row.id}`}
            />
            <IconAction
              title={t('adminContest.list.download')}
              icon={<DownloadOutlined />}
              disabled={!manage}
              onClick={() => o.onDownload(row)}
              testId={`${testId}-download-${row.id}`}
            />
            {o.extra?.(row, manage)}
          </SubjectRowActions>
        );
      },
    },
  ];
}
