import { useState } from 'react';
import { Card, Grid, Progress, Switch, Tooltip, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TrainingProblemVO } from '@arbiter/contract';
import { AreaProblemTable, DifficultyTag, MyStatusIcon, ProblemTagList, percent, percentValue } from '@/features/problem/index.ts';
import { useTrainingProblems } from '../api/useTrainingProblems.ts';
import { useTrainingScope } from './trainingScope.ts';

/**
 * The Problems tab (spec part 2 §2.15): the user's status, the problem id, the title, the level,
 * the tags when shown, and the AC rate; a row opens the problem inside the training.
 */
export default function TrainingProblemList() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const { tid, paths } = useTrainingScope();
  const problems = useTrainingProblems();
  // Tags are hidden at first, as in the bank's list: no spoilers at a glance.
  const [showTags, setShowTags] = useState(false);

  const columns: TableColumnsType<TrainingProblemVO> = [
    {
      key: 'mine',
      title: '',
      width: wide ? 44 : 34,
      align: 'center',
      render: (_v, row) => <MyStatusIcon status={row.myStatus} />,
    },
    {
      key: 'problemId',
      title: t('training.problems.colId'),
      dataIndex: 'problemId',
      width: wide ? 120 : 76,
      ellipsis: !wide,
      render: (v: string) => <strong>{v}</strong>,
    },
    {
      key: 'title',
      title: t('training.problems.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <span className="training-problems__title">
          <span>{v}</span>
          {/* Below md the tags column is hidden: the tags go under the title instead. */}
          {showTags && !wide && row.tags.length > 0 ? <ProblemTagList tags={row.tags} /> : null}
        </span>
      ),
    },
    {
      key: 'level',
      title: t('training.problems.colLevel'),
      dataIndex: 'difficulty',
      width: 90,
      responsive: ['sm'],
      render: (v: number) => <DifficultyTag difficulty={v} />,
    },
    ...(showTags
      ? [
          {
            key: 'tags',
            title: t('training.problems.colTags'),
            responsive: ['md' as const],
            render: (_v: unknown, row: TrainingProblemVO) => <ProblemTagList tags={row.tags} />,
          },
        ]
      : []),
    { key: 'total', title: t('training.problems.colTotal'), dataIndex: 'total', width: 80, align: 'right', responsive: ['sm'] },
    {
      key: 'rate',
      title: t('training.problems.colRate'),
      width: wide ? 160 : 74,
      render: (_v, row) => (
        <Tooltip title={`${row.ac} / ${row.total}`}>
          {wide ? (
            <Progress
              className="training-problems__rate"
              percent={percentValue(row.ac, row.total)}
              format={() => percent(row.ac, row.total)}
              size="small"
              strokeColor="#52c41a"
            />
          ) : (
            <span className="training-problems__rate-text">{percent(row.ac, row.total)}</span>
          )}
        </Tooltip>
      ),
    },
  ];

  return (
    <Card
      className="training-problems"
      title={t('training.problems.title')}
      extra={
        <label className="training-problems__toggle">
          <Switch size="small" checked={showTags} onChange={setShowTags} data-testid="training-show-tags" />
          <span>{t('training.problems.showTags')}</span>
        </label>
      }
      data-testid="training-problems"
    >
      <AreaProblemTable<TrainingProblemVO>
        rowKey="pid"
        columns={columns}
        rows={problems.data ?? []}
        loading={problems.isFetching}
        pathOf={(row) => paths.problem(tid, row.problemId)}
        rowTestId={(row) => `training-problem-row-${row.problemId}`}
        emptyText={t('training.problems.empty')}
      />
    </Card>
  );
}
