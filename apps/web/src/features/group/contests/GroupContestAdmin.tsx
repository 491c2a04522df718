import { useState } from 'react';
import { Button, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DownloadOutlined, NotificationOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type AdminContestListRow } from '@arbiter/contract';
import { AuthTag, DownloadAcDialog, RuleTypeTag, StatusTag } from '@/features/contest/index.ts';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { IconAction } from '@/components/admin/RowActions.tsx';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { SubjectRowActions, subjectTitleColumn } from '@/components/admin/SubjectListRow.tsx';
import { visibilityColumn } from '@/components/admin/visibilityColumn.tsx';
import { useSession } from '@/session/session.ts';
import { formatTime } from '@/utils/time.ts';
import { useGroupScope } from '../shell/groupScope.ts';
import { changeGroupContestVisible, deleteGroupContest, getGroupAdminContests } from './api.ts';
import { groupContestKeys } from './keys.ts';
import { groupContestPath } from './paths.ts';
import { mayManageGroupContest } from './rules.ts';
// The back office's page styles (heads, sections, row actions), which its reused pages and tables need here too.
import '@/pages/admin/admin.css';

const PAGE_SIZE = GROUP_PAGE_SIZES.other;

/**
 * /group/:groupID/contest/admin — every contest of the group, hidden ones too, for its admins (spec
 * part 3 §2.3): edit, problems, announcements, the accepted code, delete and the visible switch for
 * the group root or the contest's creator; a new contest from here.
 */
export default function GroupContestAdmin() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { gid, isRoot } = useGroupScope();
  const { user } = useSession();
  const [currentPage, setCurrentPage] = useState(1);
  const [downloading, setDownloading] = useState<AdminContestListRow | null>(null);
  const params = { gid, currentPage, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: groupContestKeys.admin(params),
    queryFn: () => getGroupAdminContests(params),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: groupContestKeys.of(gid) });
  const manage = (row: AdminContestListRow) => mayManageGroupContest(row, user, isRoot);
  const visible = useVisibilitySave((row: { id: number; visible: boolean }) => changeGroupContestVisible(row.id, row.visible), refresh);
  const remove = useRowDelete(deleteGroupContest, refresh);
  const base = groupContestPath.base(gid);

  const columns: TableColumnsType<AdminContestListRow> = [
    { title: t('groupContest.admin.colId'), dataIndex: 'id', width: 56, responsive: ['sm'] },
    subjectTitleColumn<AdminContestListRow>({ title: t('groupContest.admin.colTitle'), base, canManage: manage, testId: 'group-contest' }),
    { title: t('groupContest.admin.colType'), dataIndex: 'type', width: 68, render: (v: number) => <RuleTypeTag type={v} /> },
    {
      title: t('groupContest.admin.colAuth'),
      dataIndex: 'auth',
      width: 84,
      responsive: ['md'],
      render: (v: number) => <AuthTag auth={v} />,
    },
    {
      title: t('groupContest.admin.colStatus'),
      key: 'status',
      width: 96,
      responsive: ['sm'],
      render: (_: unknown, row) => <StatusTag startTime={row.startTime} endTime={row.endTime} />,
    },
    visibilityColumn<AdminContestListRow>({
      title: t('groupContest.admin.colVisible'),
      dataIndex: 'visible',
      width: 72,
      isOn: (row) => row.visible,
      canChange: manage,
      savingId: visible.isPending ? visible.variables.id : undefined,
      onChange: (row, on) => visible.mutate({ id: row.id, visible: on }),
      testId: 'group-contest-visible',
    }),
    {
      title: t('groupContest.admin.colCreator'),
      dataIndex: 'author',
      width: 96,
      responsive: ['xl'],
      render: (v: string | null) => v ?? '--',
    },
    {
      title: t('groupContest.admin.colStart'),
      dataIndex: 'startTime',
      width: 136,
      responsive: ['xxl'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 204,
      render: (_: unknown, row) => {
        const may = manage(row);
        return (
          <SubjectRowActions
            base={base}
            id={row.id}
            manage={may}
            problemsLabel={t('groupContest.admin.problems')}
            remove={
              may
                ? { confirm: t('groupContest.admin.deleteConfirm', { title: row.title }), onDelete: () => remove.mutateAsync(row.id) }
                : null
            }
            testId="group-contest"
          >
            <IconAction
              title={t('groupContest.admin.announcements')}
              icon={<NotificationOutlined />}
              disabled={!may}
              onClick={() => void navigate(`${base}/${row.id}/announcement`)}
              testId={`group-contest-announcements-${row.id}`}
            />
            <IconAction
              title={t('groupContest.admin.download')}
              icon={<DownloadOutlined />}
              disabled={!may}
              onClick={() => setDownloading(row)}
              testId={`group-contest-download-${row.id}`}
            />
          </SubjectRowActions>
        );
      },
    },
  ];

  return (
    <ListPageCard
      testId="group-contest-admin-list"
      title={t('groupContest.admin.title')}
      create={{ to: groupContestPath.create(gid), label: t('groupContest.admin.create'), testId: 'group-contest-create' }}
      filters={
        <Link to={groupContestPath.list(gid)} className="group-contest-back">
          <Button icon={<ArrowLeftOutlined />} data-testid="group-contest-back">
            {t('groupContest.admin.back')}
          </Button>
        </Link>
      }
      dialogs={<DownloadAcDialog contest={downloading} onClose={() => setDownloading(null)} />}
    >
      <PagedTable<AdminContestListRow>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('groupContest.admin.empty')}
        paging={{ current: currentPage, size: PAGE_SIZE, total: list.data?.total ?? 0, onChange: setCurrentPage }}
        testId="group-contest-table"
      />
    </ListPageCard>
  );
}
