import { Grid, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import relativeTimePlugin from 'dayjs/plugin/relativeTime';
import type { TrainingAuth, TrainingVO } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';
import { CategoryTag, TrainingAuthTag, TrainingProgress } from '../components/TrainingTags.tsx';

dayjs.extend(relativeTimePlugin);

/**
 * The columns of a training list (spec part 2 §2.15; a group's Training tab, part 3 §2.3): number,
 * title, auth, category, the viewer's progress, problem count, author and last update. The row
 * opens the training; the title is a link to `pathOf(id)` for keyboards and new tabs.
 */
export function useTrainingColumns({
  pathOf,
  showProgress,
}: {
  pathOf: (tid: number) => string;
  /** Signed-in viewers have a progress. */
  showProgress: boolean;
}): TableColumnsType<TrainingVO> {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  return [
    { key: 'rank', title: t('training.list.colNumber'), dataIndex: 'rank', width: 90, responsive: ['sm'] },
    {
      key: 'title',
      title: t('training.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <a
          className="training-list__title"
          href={pathOf(row.id)}
          onClick={(e) => {
            // The row opens it; the link is there for keyboards and new tabs.
            e.preventDefault();
          }}
          data-testid={`training-title-${row.id}`}
        >
          {v}
        </a>
      ),
    },
    {
      key: 'auth',
      title: t('training.list.colAuth'),
      dataIndex: 'auth',
      width: 96,
      render: (v: TrainingAuth) => <TrainingAuthTag auth={v} />,
    },
    {
      key: 'category',
      title: t('training.list.colCategory'),
      width: 130,
      responsive: ['md'],
      render: (_v, row) => (row.categoryName ? <CategoryTag name={row.categoryName} color={row.categoryColor} /> : '--'),
    },
    ...(showProgress
      ? [
          {
            key: 'progress',
            title: t('training.list.colProgress'),
            width: wide ? 150 : 96,
            render: (_v: unknown, row: TrainingVO) => <TrainingProgress acCount={row.acCount} problemCount={row.problemCount} />,
          },
        ]
      : []),
    { key: 'count', title: t('training.list.colProblems'), dataIndex: 'problemCount', width: 96, align: 'center', responsive: ['sm'] },
    {
      key: 'author',
      title: t('training.list.colAuthor'),
      dataIndex: 'author',
      width: 120,
      ellipsis: true,
      responsive: ['lg'],
      render: (v: string | null) =>
        v ? (
          <Link to={`/user-home?username=${encodeURIComponent(v)}`} onClick={(e) => e.stopPropagation()}>
            {v}
          </Link>
        ) : (
          '--'
        ),
    },
    {
      key: 'updated',
      title: t('training.list.colUpdated'),
      dataIndex: 'gmtModified',
      width: 140,
      responsive: ['md'],
      render: (v: string) => (
        <Tooltip title={formatTime(v)}>
          <time dateTime={v}>{dayjs(v).fromNow()}</time>
        </Tooltip>
      ),
    },
  ];
}
