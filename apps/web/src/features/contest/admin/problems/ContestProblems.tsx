import { useState } from 'react';
import { Button, ColorPicker, Input, Space, type TableColumnsType } from 'antd';
import { CheckOutlined, CloseOutlined, EditOutlined, FormOutlined, GlobalOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestKeys } from '../../api/keys.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { useContestDesk } from '../desk.ts';
import { ContestLoadFailed, ContestPageCard } from '../ContestPageCard.tsx';
import { RuleTypeTag } from '../ContestTags.tsx';
import { idParam } from '@/components/admin/listQuery.ts';
import { AddFromPublicDialog } from './AddFromPublicDialog.tsx';
import { contestProblemRows, draftOf, linkBody, linkIssue, type ContestProblemRow, type LinkDraft } from './link.ts';
import { ColorSwatch } from '@/components/admin/ColorSwatch.tsx';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { PublicBankButton } from '@/components/admin/PublicBankDialog.tsx';
import { DeleteButton, IconAction } from '@/components/admin/RowActions.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { ImportRemoteDialog } from '@/features/problem/index.ts';
import '../adminContest.css';

const PAGE_SIZE = 10;

/**
 * /admin/contest/:contestId/problems — the contest's problems with their display id, display
 * title and balloon colour, edited in place; problems are added from the bank, or what the desk
 * offers (created here in the back office, taken from the group in a group).
 */
export default function ContestProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const desk = useContestDesk();
  const cid = idParam(useParams().contestId);
  const { user } = useSession();
  const canRemove = desk.canRemoveProblems(user);
  const paging = useLocalPaging(PAGE_SIZE);
  const [editing, setEditing] = useState<{ pid: number; draft: LinkDraft; checked: boolean } | null>(null);
  const [adding, setAdding] = useState<'public' | 'remote' | null>(null);
  const valid = !Number.isNaN(cid);
  const contest = useQuery({ queryKey: contestKeys.admin.contest(cid), queryFn: () => desk.api.getContest(cid), enabled: valid });
  const params = { cid, currentPage: paging.currentPage, limit: PAGE_SIZE, keyword: paging.keyword || undefined };
  const list = useQuery({
    queryKey: contestKeys.admin.problems(params),
    queryFn: () => desk.api.problemList(params),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const rows = contestProblemRows(list.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestKeys.admin.problemLists });

  const saveLink = useMutation({
    mutationFn: ({ row, draft }: { row: ContestProblemRow; draft: LinkDraft }) =>
      desk.api.saveLink(linkBody(cid, row.problem.id, draft, row.link?.id)),
    onSuccess: (msg) => {
      toast.success(msg || t('admin.common.updated'));
      setEditing(null);
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (pid: number) => desk.api.removeProblem(cid, pid),
    onSuccess: (msg) => {
      toast.success(msg);
      void refresh();
    },
  });

  if (!valid || contest.isError) {
    return <ContestLoadFailed text={t('adminContest.problems.loadFailed')} />;
  }

  const { problemPage } = desk;
  const setDraft = (patch: Partial<LinkDraft>) => setEditing((e) => (e ? { ...e, draft: { ...e.draft, ...patch } } : e));
  const issue = editing?.checked ? linkIssue(editing.draft) : null;
  const commit = (row: ContestProblemRow) => {
    if (!editing) return;
    const rule = linkIssue(editing.draft);
    if (rule) {
      setEditing({ ...editing, checked: true });
      toast.warning(t(`adminContest.problems.rules.${rule}`, { max: 255 }));
      return;
    }
    saveLink.mutate({ row, draft: editing.draft });
  };
  const isEditing = (row: ContestProblemRow) => editing?.pid === row.problem.id;

  const columns: TableColumnsType<ContestProblemRow> = [
    {
      title: t('adminContest.problems.displayId'),
      key: 'displayId',
      width: 120,
      render: (_: unknown, row) =>
        isEditing(row) ? (
          <Input
            size="small"
            value={editing?.draft.displayId}
            maxLength={255}
            status={issue?.startsWith('displayId') ? 'error' : undefined}
            onChange={(e) => setDraft({ displayId: e.target.value })}
            onPressEnter={() => commit(row)}
            aria-label={t('adminContest.problems.displayId')}
            data-testid={`contest-problem-edit-display-id-${row.problem.id}`}
          />
        ) : (
          <strong>{row.link?.displayId ?? '--'}</strong>
        ),
    },
    {
      title: t('adminContest.problems.displayTitle'),
      key: 'displayTitle',
      render: (_: unknown, row) =>
        isEditing(row) ? (
          <Input
            size="small"
            value={editing?.draft.displayTitle}
            maxLength={255}
            status={issue?.startsWith('displayTitle') ? 'error' : undefined}
            onChange={(e) => setDraft({ displayTitle: e.target.value })}
            onPressEnter={() => commit(row)}
            aria-label={t('adminContest.problems.displayTitle')}
            data-testid={`contest-problem-edit-display-title-${row.problem.id}`}
          />
        ) : (
          (row.link?.displayTitle ?? '--')
        ),
    },
    {
      title: t('adminContest.problems.color'),
      key: 'color',
      width: 110,
      render: (_: unknown, row) =>
        isEditing(row) ? (
          <ColorPicker
            size="small"
            value={editing?.draft.color ?? undefined}
            allowClear
            disabledAlpha
            onChange={(c) => setDraft({ color: c.toHexString() })}
            onClear={() => setDraft({ color: null })}
            aria-label={t('adminContest.problems.color')}
          />
        ) : row.link?.color ? (
          <ColorSwatch color={row.link.color} />
        ) : (
          <span className="muted">{t('adminContest.problems.noColor')}</span>
        ),
    },
    { title: t('adminContest.problems.colPid'), key: 'pid', width: 70, responsive: ['md'], render: (_: unknown, row) => row.problem.id },
    {
      title: t('adminContest.problems.colProblemTitle'),
      key: 'title',
      responsive: ['md'],
      render: (_: unknown, row) => (
        <span>
          <span className="admin-mono">{row.problem.problemId}</span> {row.problem.title}
        </span>
      ),
    },
    {
      title: t('adminContest.problems.colType'),
      key: 'type',
      width: 70,
      responsive: ['lg'],
      render: (_: unknown, row) => <RuleTypeTag type={row.problem.type} />,
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, row) =>
        isEditing(row) ? (
          <Space size={4}>
            <IconAction
              primary
              title={t('admin.common.save')}
              icon={<CheckOutlined />}
              onClick={() => commit(row)}
              testId={`contest-problem-save-${row.problem.id}`}
            />
            <IconAction
              title={t('admin.common.cancel')}
              icon={<CloseOutlined />}
              onClick={() => setEditing(null)}
              testId={`contest-problem-cancel-${row.problem.id}`}
            />
          </Space>
        ) : (
          <Space size={4} className="admin-row-actions">
            <IconAction
              title={t('adminContest.problems.editLink')}
              icon={<FormOutlined />}
              disabled={editing !== null}
              onClick={() => setEditing({ pid: row.problem.id, draft: draftOf(row), checked: false })}
              testId={`contest-problem-link-${row.problem.id}`}
            />
            {problemPage ? (
              <IconAction
                primary
                title={t('adminContest.problems.editProblem')}
                icon={<EditOutlined />}
                onClick={() => void navigate(problemPage(cid, row.problem.id))}
                testId={`contest-problem-edit-${row.problem.id}`}
              />
            ) : null}
            {canRemove ? (
              <DeleteButton
                confirm={t('adminContest.problems.removeConfirm', { displayId: row.link?.displayId ?? row.problem.problemId })}
                label={t('adminContest.problems.remove')}
                okText={t('adminContest.problems.remove')}
                onDelete={() => remove.mutateAsync(row.problem.id)}
                testId={`contest-problem-remove-${row.problem.id}`}
                okTestId="contest-problem-remove-ok"
              />
            ) : null}
          </Space>
        ),
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-contest-problems">
      <ContestPageCard
        title={t('adminContest.problems.title')}
        contestTitle={contest.data?.title}
        actions={
          <Space wrap>
            <PublicBankButton
              label={t('adminContest.problems.addFromPublic')}
              hint={t('adminContest.problems.addFromPublicHint')}
              disabled={!contest.data}
              onClick={() => setAdding('public')}
              testId="contest-problem-add-public"
            />
            <Button
              icon={<GlobalOutlined />}
              onClick={() => setAdding('remote')}
              disabled={!contest.data}
              data-testid="contest-problem-import-remote"
            >
              {t('problemAdmin.remote.open')}
            </Button>
            {contest.data && desk.problemActions ? desk.problemActions(contest.data) : null}
            {problemPage ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(problemPage(cid, null))}
                data-testid="contest-problem-create"
              >
                {t('adminContest.problems.create')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <KeywordFilters placeholder={t('adminContest.problems.keyword')} onSearch={paging.search} testId="contest-problem-keyword" />
        <PagedTable<ContestProblemRow>
          rowKey={(row) => row.problem.id}
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          emptyText={t('adminContest.problems.empty')}
          paging={{ current: paging.currentPage, size: PAGE_SIZE, total: list.data?.problemList.total ?? 0, onChange: paging.turn }}
          testId="contest-problem-table"
        />
      </ContestPageCard>
      {contest.data ? <AddFromPublicDialog contest={contest.data} open={adding === 'public'} onClose={() => setAdding(null)} /> : null}
      <ImportRemoteDialog
        open={adding === 'remote'}
        onClose={() => setAdding(null)}
        importer={(name, problemId, displayId) => desk.api.importRemote(cid, name, problemId, displayId)}
        onImported={() => void refresh()}
        withDisplayId
      />
    </div>
  );
}
