import { useState } from 'react';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type AdminContestListRow } from '@arbiter/contract';
import { DownloadAcDialog, contestAdminColumns } from '@/features/contest/index.ts';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { useSession } from '@/session/session.ts';
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

  const columns = contestAdminColumns(t, {
    base,
    canManage: manage,
    testId: 'group-contest',
    visible: {
      savingId: visible.isPending ? visible.variables.id : undefined,
      onChange: (row, on) => visible.mutate({ id: row.id, visible: on }),
    },
    actionsWidth: 204,
    remove: (row) =>
      manage(row)
        ? { confirm: t('adminContest.list.deleteConfirm', { title: row.title }), onDelete: () => remove.mutateAsync(row.id) }
        : null,
    onDownload: setDownloading,
    onAnnouncements: (row) => void navigate(`${base}/${row.id}/announcement`),
  });

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
