import { useState } from 'react';
import { Button, Input, Space, Tooltip, type TableColumnsType } from 'antd';
import {
  BookOutlined,
  DisconnectOutlined,
  DownloadOutlined,
  EditOutlined,
  GlobalOutlined,
  PlusOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_RANK_MAX } from '@arbiter/contract';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { idParam } from '@/components/admin/listQuery.ts';
import { KeywordFilters } from '@/components/admin/KeywordSearch.tsx';
import { PagedTable } from '@/components/admin/PagedTable.tsx';
import { PublicBankButton } from '@/components/admin/PublicBankDialog.tsx';
import { DeleteButton, IconAction } from '@/components/admin/RowActions.tsx';
import { useRowDelete } from '@/components/admin/rowMutations.ts';
import { SubjectLoadFailed, SubjectPageCard } from '@/components/admin/SubjectPageCard.tsx';
import { useLocalPaging } from '@/components/admin/useLocalPaging.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import {
  AuthSelect,
  ImportRemoteDialog,
  authOptions,
  downloadTestcases,
  useAuthLabels,
  useCanPublish,
  type AuthValue,
} from '@/features/problem/index.ts';
import { useTrainingDesk } from '../desk.ts';
import { parseOrderNumber, trainingProblemRows, type TrainingProblemListRow } from '../rules.ts';
import { AddFromGroupDialog } from './AddFromGroupDialog.tsx';
import { AddFromPublicDialog } from './AddFromPublicDialog.tsx';
import '../adminTraining.css';

const PAGE_SIZE = 10;

/**
 * /admin/training/:trainingId/problems — the training's problems in its order, each with its
 * order number edited in place, its auth, and the ways to edit, download, take out or delete it;
 * problems come from the bank, a new one, or (later) a remote judge. A group's training (its desk)
 * takes public problems and the group's own.
 */
export default function TrainingProblems() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tid = idParam(useParams().trainingId);
  const { user } = useSession();
  const desk = useTrainingDesk();
  // Deleting the problem itself is for super admins and problem admins (hoj-api §13.6).
  const destroyer = desk.deleteProblem?.allowed(user) ? desk.deleteProblem.call : null;
  const changeAuth = desk.changeAuth;
  const canPublish = useCanPublish();
  const authLabels = useAuthLabels();
  const paging = useLocalPaging(PAGE_SIZE);
  const [dialog, setDialog] = useState<'public' | 'group' | 'remote' | null>(null);
  // Order numbers being typed, by pid; a row without one shows its stored number.
  const [drafts, setDrafts] = useState<Record<number, string>>({});
  const dropDraft = (pid: number) => setDrafts(({ [pid]: _dropped, ...rest }) => rest);
  const valid = !Number.isNaN(tid);
  const training = useQuery({ queryKey: desk.keys.training(tid), queryFn: () => desk.get(tid), enabled: valid });
  const params = { tid, currentPage: paging.currentPage, limit: PAGE_SIZE, keyword: paging.keyword || undefined, queryExisted: true };
  const list = useQuery({
    queryKey: desk.keys.problems(params),
    queryFn: () => desk.problems(params),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const rows = trainingProblemRows(list.data);
  const refresh = () => queryClient.invalidateQueries({ queryKey: desk.keys.problemLists });

  const rank = useMutation({
    mutationFn: ({ row, value }: { row: TrainingProblemListRow; value: number }) =>
      desk.changeRank({ id: row.link?.id ?? 0, tid, pid: row.problem.id, rank: value }),
    onSuccess: (msg) => toast.success(msg || t('admin.common.updated')),
    // Read back in either case: the list re-sorts, or a refused number goes back to the stored one;
    // the typed number shows until then.
    onSettled: async (_data, _error, { row }) => {
      await refresh();
      dropDraft(row.problem.id);
    },
  });
  const auth = useMutation({
    mutationFn: ({ pid, value }: { pid: number; value: AuthValue }) => changeAuth!(pid, value),
    onSuccess: (msg) => toast.success(msg),
    onSettled: () => void refresh(),
  });
  const remove = useRowDelete((pid: number) => desk.removeProblem(tid, pid), refresh);
  const destroy = useRowDelete((pid: number) => destroyer!(pid), refresh);

  if (!valid || training.isError) {
    return (
      <SubjectLoadFailed
        text={t('adminTraining.problems.loadFailed')}
        back={{ to: desk.base, label: t('adminTraining.backToList') }}
        testId="admin-training-load-failed"
      />
    );
  }

  /** Saves a typed order number when it differs from the stored one; a wrong one is put back. */
  const commitRank = (row: TrainingProblemListRow) => {
    const draft = drafts[row.problem.id];
    const saving = rank.isPending && rank.variables.row.problem.id === row.problem.id;
    if (draft === undefined || !row.link || saving) return;
    const value = parseOrderNumber(draft);
    if (value === null || value === row.link.rank) {
      dropDraft(row.problem.id);
      if (value === null) toast.warning(t('adminTraining.problems.rankInvalid', { max: TRAINING_RANK_MAX }));
      return;
    }
    rank.mutate({ row, value });
  };

  const columns: TableColumnsType<TrainingProblemListRow> = [
    { title: t('adminTraining.problems.colPid'), key: 'pid', width: 64, render: (_: unknown, row) => row.problem.id },
    {
      title: t('adminTraining.problems.colDisplayId'),
      key: 'displayId',
      width: 120,
      render: (_: unknown, row) => <strong className="admin-mono">{row.link?.displayId ?? row.problem.problemId}</strong>,
    },
    {
      title: t('adminTraining.problems.colTitle'),
      key: 'title',
      render: (_: unknown, row) => {
        const edit = desk.problemEditPath(row.problem);
        return edit ? (
          <Link to={edit} data-testid={`training-problem-title-${row.problem.id}`}>
            {row.problem.title}
          </Link>
        ) : (
          row.problem.title
        );
      },
    },
    {
      title: t('adminTraining.problems.colAuthor'),
      key: 'author',
      width: 110,
      responsive: ['lg'],
      render: (_: unknown, row) => row.problem.author ?? '--',
    },
    {
      title: (
        <Tooltip title={t('adminTraining.problems.rankHint')}>
          <span className="admin-training-help">{t('adminTraining.problems.colRank')}</span>
        </Tooltip>
      ),
      key: 'rank',
      width: 120,
      render: (_: unknown, row) => (
        <Input
          size="small"
          inputMode="numeric"
          value={drafts[row.problem.id] ?? (row.link ? String(row.link.rank) : '')}
          disabled={!row.link}
          onChange={(e) => setDrafts((d) => ({ ...d, [row.problem.id]: e.target.value }))}
          onBlur={() => commitRank(row)}
          onPressEnter={() => commitRank(row)}
          className="admin-training-rank"
          aria-label={t('adminTraining.problems.rankLabel', { problemId: row.problem.problemId })}
          data-testid={`training-problem-rank-${row.problem.id}`}
        />
      ),
    },
    {
      title: t('adminTraining.problems.colAuth'),
      key: 'auth',
      width: 124,
      render: (_: unknown, row) =>
        changeAuth ? (
          <AuthSelect
            value={row.problem.auth}
            // In a training the contest auth is never offered (spec part 3 §4).
            options={authOptions(authLabels, row.problem.auth, canPublish)}
            loading={auth.isPending && auth.variables.pid === row.problem.id}
            onChange={(value) => auth.mutate({ pid: row.problem.id, value })}
            testId={`training-problem-auth-${row.problem.id}`}
          />
        ) : (
          <span data-testid={`training-problem-auth-${row.problem.id}`}>{authLabels[row.problem.auth as AuthValue] ?? '--'}</span>
        ),
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: destroyer ? 150 : 120,
      render: (_: unknown, row) => {
        const name = row.link?.displayId ?? row.problem.problemId;
        const edit = desk.problemEditPath(row.problem);
        return (
          <Space size={4} className="admin-row-actions">
            <IconAction
              primary
              title={t('adminTraining.problems.editProblem')}
              icon={<EditOutlined />}
              disabled={!edit}
              onClick={() => edit && void navigate(edit)}
              testId={`training-problem-edit-${row.problem.id}`}
            />
            <IconAction
              title={t('adminTraining.problems.download')}
              icon={<DownloadOutlined />}
              onClick={() => void downloadWithToasts(t, () => downloadTestcases(row.problem.id))}
              testId={`training-problem-download-${row.problem.id}`}
            />
            <DeleteButton
              confirm={t('adminTraining.problems.removeConfirm', { problemId: name })}
              label={t('adminTraining.problems.remove')}
              okText={t('adminTraining.problems.remove')}
              icon={<DisconnectOutlined />}
              onDelete={() => remove.mutateAsync(row.problem.id)}
              testId={`training-problem-remove-${row.problem.id}`}
              okTestId="training-problem-remove-ok"
            />
            {destroyer ? (
              <DeleteButton
                confirm={t('adminTraining.problems.deleteConfirm', { problemId: row.problem.problemId })}
                label={t('adminTraining.problems.deleteProblem')}
                onDelete={() => destroy.mutateAsync(row.problem.id)}
                testId={`training-problem-delete-${row.problem.id}`}
                okTestId="training-problem-delete-ok"
              />
            ) : null}
          </Space>
        );
      },
    },
  ];

  return (
    <div className="admin-page" data-testid="admin-training-problems">
      <SubjectPageCard
        title={t('adminTraining.problems.title')}
        back={{ to: desk.base, label: t('adminTraining.backToList') }}
        subject={{ icon: <BookOutlined />, title: training.data?.training.title }}
        testId="admin-training"
        actions={
          <Space wrap>
            <PublicBankButton
              label={t('adminTraining.problems.addFromPublic')}
              hint={t('adminTraining.problems.addFromPublicHint')}
              disabled={!training.data}
              onClick={() => setDialog('public')}
              testId="training-problem-add-public"
            />
            {desk.addFromGroup ? (
              <Button
                icon={<TeamOutlined />}
                onClick={() => setDialog('group')}
                disabled={!training.data}
                data-testid="training-problem-add-group"
              >
                {t('adminTraining.problems.addFromGroup')}
              </Button>
            ) : null}
            <Button
              icon={<GlobalOutlined />}
              onClick={() => setDialog('remote')}
              disabled={!training.data}
              data-testid="training-problem-import-remote"
            >
              {t('problemAdmin.remote.open')}
            </Button>
            {desk.siteExtras ? (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => void navigate(`/admin/training/${tid}/problem/create`)}
                data-testid="training-problem-create"
              >
                {t('adminTraining.problems.create')}
              </Button>
            ) : null}
          </Space>
        }
      >
        <KeywordFilters placeholder={t('adminTraining.problems.keyword')} onSearch={paging.search} testId="training-problem-keyword" />
        <PagedTable<TrainingProblemListRow>
          rowKey={(row) => row.problem.id}
          columns={columns}
          rows={rows}
          loading={list.isFetching}
          emptyText={t('adminTraining.problems.empty')}
          paging={{ current: paging.currentPage, size: PAGE_SIZE, total: list.data?.problemList.total ?? 0, onChange: paging.turn }}
          testId="training-problem-table"
        />
      </SubjectPageCard>
      <AddFromPublicDialog tid={tid} open={dialog === 'public'} onClose={() => setDialog(null)} />
      {desk.addFromGroup ? (
        <AddFromGroupDialog tid={tid} add={desk.addFromGroup} open={dialog === 'group'} onClose={() => setDialog(null)} />
      ) : null}
      <ImportRemoteDialog
        open={dialog === 'remote'}
        onClose={() => setDialog(null)}
        importer={(name, problemId) => desk.importRemote(tid, name, problemId)}
        onImported={() => void refresh()}
      />
    </div>
  );
}
