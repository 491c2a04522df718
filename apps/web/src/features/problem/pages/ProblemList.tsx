import { useMemo, useState } from 'react';
import { Card, Col, Collapse, Grid, Progress, Row, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemType, type ProblemListItem, type Tag as ProblemTag } from '@arbiter/contract';
import { getProblemList, getProblemTagsAndClassification, getRandomProblem, getUserProblemStatus } from '../api/problem.ts';
import { problemKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { DifficultyTag } from '../components/DifficultyTag.tsx';
import { ProblemTagList } from '../components/ProblemTagList.tsx';
import { percent, percentValue } from '../components/limits.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { MyStatusIcon } from './MyStatusIcon.tsx';
import { ProblemFilters } from './ProblemFilters.tsx';
import { ProblemStatsCard } from './ProblemStatsCard.tsx';
import { TagPanel } from './TagPanel.tsx';
import {
  DEFAULT_FILTERS,
  PAGE_SIZES,
  changeFilters,
  filtersToSearch,
  listParams,
  parseFilters,
  tagBankParam,
  toggleTag,
  type ProblemListFilters,
} from './listQuery.ts';
import './problem.css';

/** /problem — the problem bank with its filters, the tag panel and the hover statistics (spec part 2 §2.1). */
export default function ProblemList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const wide = screens.md ?? true;
  const { token } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseFilters(search), [search]);
  const [hovered, setHovered] = useState<ProblemListItem | null>(null);

  // Every filter lives in the URL, so reload and back keep them; a new filter starts at page 1.
  const apply = (next: ProblemListFilters) => setSearch(filtersToSearch(next));
  const change = (patch: Partial<ProblemListFilters>) => apply(changeFilters(filters, patch));

  const params = listParams(filters);
  const list = useQuery({ queryKey: problemKeys.list(params), queryFn: () => getProblemList(params), placeholderData: keepPreviousData });
  const records = useMemo(() => list.data?.records ?? [], [list.data]);
  const pids = useMemo(() => records.map((r) => r.pid), [records]);
  const statuses = useQuery({
    queryKey: problemKeys.userStatus(pids, token),
    queryFn: () => getUserProblemStatus({ pidList: pids, isContestProblemList: false }),
    enabled: token !== null && pids.length > 0,
  });

  const tagBank = tagBankParam(filters.oj);
  const tagGroups = useQuery({
    queryKey: problemKeys.tagGroups(tagBank),
    queryFn: () => getProblemTagsAndClassification(tagBank),
    staleTime: 5 * 60_000,
  });
  const tagsById = useMemo(() => {
    const map = new Map<number, ProblemTag>();
    for (const g of tagGroups.data ?? []) for (const tag of g.tagList) map.set(tag.id, tag);
    return map;
  }, [tagGroups.data]);

  const random = useMutation({
    mutationFn: getRandomProblem,
    onSuccess: (res) => {
      toast.success(t('problem.list.goodLuck'));
      void navigate(`/problem/${encodeURIComponent(res.problemId)}`);
    },
  });

  // A tag clicked in a row joins the tag filter.
  const filterByTag = (tag: { id?: number | undefined }) => {
    if (tag.id !== undefined && !filters.tagIds.includes(tag.id)) change({ tagIds: [...filters.tagIds, tag.id] });
  };
  const columns: TableColumnsType<ProblemListItem> = [
    ...(token
      ? [
          {
            key: 'status',
            width: wide ? 44 : 34,
            align: 'center' as const,
            title: '',
            render: (_: unknown, row: ProblemListItem) => <MyStatusIcon status={statuses.data?.[String(row.pid)]?.status} />,
          },
        ]
      : []),
    {
      title: t('problem.list.colId'),
      dataIndex: 'problemId',
      width: wide ? 130 : 84,
      ellipsis: !wide,
      render: (v: string) => <strong>{v}</strong>,
    },
    {
      title: t('problem.list.colTitle'),
      dataIndex: 'title',
      render: (v: string, row) => (
        <span className="problem-list__title">
          <Link to={`/problem/${encodeURIComponent(row.problemId)}`} data-testid={`problem-link-${row.problemId}`}>
            {v}
          </Link>
          {row.type === ProblemType.OI ? <Tag color="purple">OI</Tag> : null}
          {/* Below md the tags column is hidden: the tags go under the title instead. */}
          {filters.showTags && !wide ? <ProblemTagList tags={row.tags} onClick={filterByTag} /> : null}
        </span>
      ),
    },
    {
      title: t('problem.list.colLevel'),
      dataIndex: 'difficulty',
      width: 90,
      responsive: ['sm'],
      render: (v: number) => <DifficultyTag difficulty={v} />,
    },
    ...(filters.showTags
      ? [
          {
            title: t('problem.list.colTags'),
            key: 'tags',
            responsive: ['md' as const],
            render: (_: unknown, row: ProblemListItem) => <ProblemTagList tags={row.tags} onClick={filterByTag} />,
          },
        ]
      : []),
    { title: t('problem.list.colTotal'), dataIndex: 'total', width: 80, align: 'right', responsive: ['sm'] },
    {
      title: t('problem.list.colAcRate'),
      key: 'acRate',
      width: wide ? 160 : 74,
      render: (_: unknown, row) => (
        <Tooltip title={`${row.ac} / ${row.total}`}>
          {wide ? (
            <Progress
              percent={percentValue(row.ac, row.total)}
              format={() => percent(row.ac, row.total)}
              size="small"
              strokeColor="#52c41a"
              className="problem-list__rate"
              data-testid={`ac-rate-${row.problemId}`}
            />
          ) : (
            // A narrow screen shows the rate without the bar.
            <span className="problem-list__rate-text" data-testid={`ac-rate-${row.problemId}`}>
              {percent(row.ac, row.total)}
            </span>
          )}
        </Tooltip>
      ),
    },
  ];

  const tagPanel = (
    <TagPanel
      groups={tagGroups.data ?? []}
      loading={tagGroups.isPending}
      selected={filters.tagIds}
      onToggle={(id) => change({ tagIds: toggleTag(filters.tagIds, id) })}
      onClear={() => change({ tagIds: [] })}
    />
  );

  const listCard = (
    <Card className="problem-list__card" title={t('problem.list.title')} data-testid="problem-list-page">
      <ProblemFilters
        filters={filters}
        onChange={change}
        onReset={() => apply(DEFAULT_FILTERS)}
        onRandom={() => random.mutate()}
        randomLoading={random.isPending}
        tagsById={tagsById}
      />
      {wide ? null : (
        <Collapse
          size="small"
          className="problem-list__tag-collapse"
          items={[
            {
              key: 'tags',
              label: (
                <span>
                  <TagsOutlined /> {t('problem.list.tagPanel')}
                  {filters.tagIds.length > 0 ? ` (${filters.tagIds.length})` : ''}
                </span>
              ),
              children: tagPanel,
            },
          ]}
          data-testid="tag-panel-collapse"
        />
      )}
      <Table<ProblemListItem>
        className="problem-list__table"
        rowKey="pid"
        size="middle"
        columns={columns}
        dataSource={records}
        loading={list.isFetching}
        onRow={(row) => ({
          onMouseEnter: () => setHovered(row),
          'data-testid': `problem-row-${row.problemId}`,
        })}
        locale={{ emptyText: <EmptyState text={t('problem.list.empty')} /> }}
        pagination={{
          current: filters.currentPage,
          pageSize: filters.limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t('problem.list.total', { total }),
          size: wide ? 'medium' : 'small',
          onChange: (currentPage, limit) =>
            apply(limit !== filters.limit ? changeFilters(filters, { limit }) : changeFilters(filters, { currentPage })),
        }}
      />
    </Card>
  );

  if (!wide) return <div className="page problem-list">{listCard}</div>;
  return (
    <div className="page problem-list">
      <Row gutter={16} wrap={false}>
        <Col flex="auto" className="problem-list__main">
          {listCard}
        </Col>
        <Col flex="320px" className="problem-list__side">
          <div className="problem-list__side-inner">
            <Card size="small" title={t('problem.list.tagPanel')} className="problem-list__tags-card">
              {tagPanel}
            </Card>
            <ProblemStatsCard problem={hovered} />
          </div>
        </Col>
      </Row>
    </div>
  );
}
