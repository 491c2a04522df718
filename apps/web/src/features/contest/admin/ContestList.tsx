import { useState } from 'react';
import { CopyOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIST_PAGE_SIZE, isSuperAdmin, type AdminContestListRow } from '@arbiter/contract';
import { changeContestVisible, cloneContest, deleteContest, getAdminContestList } from '../api/admin-contest.ts';
import { contestKeys } from '../api/keys.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { contestAdminColumns } from './contestColumns.tsx';
import { DownloadAcDialog } from './DownloadAcDialog.tsx';
import { canManageContest } from './rules.ts';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { ListPageCard } from '@/components/admin/ListPageCard.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { ConfirmAction } from '@/components/admin/RowActions.tsx';
import { useRowDelete, useVisibilitySave } from '@/components/admin/rowMutations.ts';
import { useUrlKeywordPage } from '@/components/admin/useUrlKeywordPage.ts';
import './adminContest.css';

/** /admin/contest — every contest for the back office (hoj-api §13.5 get-contest-list), ten a page. */
export default function ContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const isRoot = isSuperAdmin(user?.roleList ?? []);
  const { filters, change, list } = useUrlKeywordPage(CONTEST_LIST_PAGE_SIZE, (params) => ({
    queryKey: contestKeys.admin.list(params),
    queryFn: () => getAdminContestList(params),
  }));
  const [downloading, setDownloading] = useState<AdminContestListRow | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.all });

  const visible = useVisibilitySave(
    (row: { id: number; uid: string | null; visible: boolean }) => changeContestVisible(row.id, row.uid, row.visible),
    refresh,
  );
  const remove = useRowDelete(deleteContest, refresh);
  // The copy starts hidden with the original's dates: its form is where the admin goes next.
  const cloneAndEdit = async (cid: number) => {
    const { msg, id } = await cloneContest(cid);
    toast.success(msg);
    void refresh();
    void navigate(`/admin/contest/${id}/edit`);
  };

  const columns = contestAdminColumns(t, {
    base: '/admin/contest',
    canManage: (row) => canManageContest(row, user),
    testId: 'admin-contest',
    visible: {
      savingId: visible.isPending ? visible.variables.id : undefined,
      onChange: (row, on) => visible.mutate({ id: row.id, uid: row.uid, visible: on }),
    },
    actionsWidth: isRoot ? 204 : 176,
    remove: (row) =>
      isRoot ? { confirm: t('adminContest.list.deleteConfirm', { title: row.title }), onDelete: () => remove.mutateAsync(row.id) } : null,
    onDownload: setDownloading,
    onAnnouncements: (row) => void navigate(`/admin/contest/${row.id}/announcement`),
    extra: (row, manage) => (
      <ConfirmAction
        confirm={t('adminContest.list.cloneConfirm', { title: row.title })}
        label={t('adminContest.list.clone')}
        okText={t('adminContest.list.cloneOk')}
        icon={<CopyOutlined />}
        disabled={!manage}
        onConfirm={() => cloneAndEdit(row.id)}
        testId={`admin-contest-clone-${row.id}`}
        okTestId="admin-contest-clone-ok"
      />
    ),
  });

  return (
    <ListPageCard
      testId="admin-contest-list"
      title={t('adminContest.list.title')}
      create={{ to: '/admin/contest/create', label: t('adminContest.list.create'), testId: 'admin-contest-create' }}
      filters={
        <KeywordFilters
          keyword={filters.keyword}
          placeholder={t('adminContest.list.keyword')}
          onSearch={(keyword) => change({ keyword })}
          testId="admin-contest-keyword"
        />
      }
      dialogs={<DownloadAcDialog contest={downloading} onClose={() => setDownloading(null)} />}
    >
      <PagedTable<AdminContestListRow>
        rowKey="id"
        columns={columns}
        rows={list.data?.records ?? []}
        loading={list.isFetching}
        emptyText={t('adminContest.list.empty')}
        paging={{
          current: filters.currentPage,
          size: CONTEST_LIST_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: (currentPage) => change({ currentPage }),
        }}
        testId="admin-contest-table"
      />
    </ListPageCard>
  );
}
