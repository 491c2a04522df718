import { useState } from 'react';
import { Button, Input, Space, Tooltip, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Problem } from '@arbiter/contract';
import { contestKeys } from '../../api/keys.ts';
import { PublicBankDialog } from '@/components/admin/PublicBankDialog.tsx';
import { toast } from '@/ui/feedback.ts';
import { RuleTypeTag } from '../ContestTags.tsx';
import { useContestDesk } from '../desk.ts';

/**
 * 'Add from public': the bank problems that may join the contest (same rule type, not private,
 * not yet in it), each added under the display id typed next to it (hoj-api §13.5).
 */
export function AddFromPublicDialog({
  contest,
  open,
  onClose,
}: {
  contest: { id: number; type: number };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const desk = useContestDesk();
  const [displayIds, setDisplayIds] = useState<Record<number, string>>({});
  const add = useMutation({
    mutationFn: ({ pid, displayId }: { pid: number; displayId: string }) => desk.api.addFromPublic(contest.id, pid, displayId),
    onSuccess: (msg, { pid }) => {
      toast.success(msg || t('adminContest.problems.added'));
      setDisplayIds(({ [pid]: _added, ...rest }) => rest);
      void queryClient.invalidateQueries({ queryKey: contestKeys.admin.problemLists });
    },
  });

  const submit = (pid: number) => {
    const displayId = (displayIds[pid] ?? '').trim();
    if (!displayId) {
      toast.warning(t('adminContest.problems.rules.displayIdRequired'));
      return;
    }
    add.mutate({ pid, displayId });
  };

  const columns: TableColumnsType<Problem> = [
    { title: t('adminContest.problems.colPid'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    {
      title: t('adminContest.problems.colProblemTitle'),
      key: 'problem',
      render: (_: unknown, row) => (
        <span>
          <span className="admin-mono">{row.problemId}</span> {row.title}
        </span>
      ),
    },
    {
      title: t('adminContest.problems.colType'),
      dataIndex: 'type',
      width: 70,
      responsive: ['md'],
      render: (v: number) => <RuleTypeTag type={v} />,
    },
    {
      title: t('adminContest.problems.displayId'),
      key: 'add',
      width: 150,
      render: (_: unknown, row) => (
        <Space.Compact>
          <Input
            size="small"
            value={displayIds[row.id] ?? ''}
            maxLength={255}
            placeholder={t('adminContest.problems.displayIdPlaceholder')}
            className="admin-contest-display-id"
            onChange={(e) => setDisplayIds((d) => ({ ...d, [row.id]: e.target.value }))}
            onPressEnter={() => submit(row.id)}
            aria-label={t('adminContest.problems.displayIdFor', { problemId: row.problemId })}
            data-testid={`contest-public-display-id-${row.id}`}
          />
          <Tooltip title={t('adminContest.problems.add')}>
            <Button
              size="small"
              type="primary"
              icon={<PlusOutlined />}
              loading={add.isPending && add.variables.pid === row.id}
              onClick={() => submit(row.id)}
              aria-label={t('adminContest.problems.addNamed', { problemId: row.problemId })}
              data-testid={`contest-public-add-${row.id}`}
            />
          </Tooltip>
        </Space.Compact>
      ),
    },
  ];

  return (
    <PublicBankDialog
      open={open}
      onClose={onClose}
      words={{
        title: t('adminContest.problems.addFromPublic'),
        close: t('adminContest.problems.close'),
        keyword: t('adminContest.problems.publicKeyword'),
        empty: t('adminContest.problems.publicEmpty'),
      }}
      query={(page) => {
        const params = { cid: contest.id, ...page, problemType: contest.type };
        // A group is offered only public problems: its answers are kept apart from the back office's.
        return { queryKey: [...contestKeys.admin.problems(params), desk.name], queryFn: () => desk.api.problemList(params) };
      }}
      columns={columns}
      testId="contest-public"
    />
  );
}
