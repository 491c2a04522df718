import { useMemo, type HTMLAttributes } from 'react';
import { Button, Card, Grid, Space, Table } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIST_PAGE_SIZE, type TrainingVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useTrainingColumns } from '@/features/training/index.ts';
import { useSession } from '@/session/session.ts';
import { groupPath, useGroupScope } from '../shell/groupScope.ts';
import { getGroupTrainingList } from './api.ts';
import { groupTrainingKeys } from './keys.ts';

/** The page of the list in the URL (`?currentPage=`), 1 when absent or wrong. */
function pageOf(search: URLSearchParams): number {
  const n = Number(search.get('currentPage'));
  return Number.isSafeInteger(n) && n > 0 ? n : 1;
}

/**
 * /group/:groupID/training — the group's visible trainings with the viewer's progress (spec part 3
 * §2.3 Training tab); a row opens the training inside the group. Group admins switch to admin mode.
 */
export default function GroupTrainingList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wide = Grid.useBreakpoint().md ?? true;
  const { token } = useSession();
  const { gid, isAdmin } = useGroupScope();
  const [search, setSearch] = useSearchParams();
  const currentPage = useMemo(() => pageOf(search), [search]);
  const params = { gid, currentPage, limit: TRAINING_LIST_PAGE_SIZE };
  const list = useQuery({
    queryKey: groupTrainingKeys.list(params, token),
    queryFn: () => getGroupTrainingList(params),
    placeholderData: keepPreviousData,
  });
  const columns = useTrainingColumns({ pathOf: (tid) => groupPath.training(gid, tid), showProgress: true });

  return (
    <Card
      title={t('groupTraining.title')}
      className="group-training-list"
      data-testid="group-training-list"
      extra={
        isAdmin ? (
          <Space wrap>
            <Link to={`${groupPath.tab(gid, 'training')}/admin/create`}>
              <Button type="primary" icon={<PlusOutlined />} data-testid="group-training-create">
                {t('groupTraining.create')}
              </Button>
            </Link>
            <Link to={`${groupPath.tab(gid, 'training')}/admin`}>
              <Button icon={<SettingOutlined />} data-testid="group-training-admin">
                {t('groupTraining.admin')}
              </Button>
            </Link>
          </Space>
        ) : null
      }
    >
      <Table<TrainingVO>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        rowClassName="clickable-row"
        scroll={wide ? undefined : { x: 'max-content' }}
        onRow={(row) =>
          ({
            onClick: () => void navigate(groupPath.training(gid, row.id)),
            'data-testid': `group-training-row-${row.id}`,
          }) as HTMLAttributes<HTMLElement>
        }
        locale={{ emptyText: <EmptyState text={t('groupTraining.empty')} /> }}
        pagination={{
          current: currentPage,
          pageSize: TRAINING_LIST_PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          size: wide ? 'medium' : 'small',
          onChange: (page) => setSearch(page > 1 ? { currentPage: String(page) } : {}),
        }}
      />
    </Card>
  );
}
