import { useState } from 'react';
import { Button, Card, Grid, Space, Table, Tag, type TableColumnsType } from 'antd';
import { CheckOutlined, DownloadOutlined, FileDoneOutlined, ReloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ADMIN_HELPER_REFRESH_MS, PRINT_ADMIN_PAGE_SIZE, type ContestPrintVO } from '@arbiter/contract';
import { checkContestPrint, downloadContestPrintText, getContestPrints } from '../api/contest.ts';
import { contestKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { useContestScope } from './contestScope.ts';

/** The Admin Print tab (spec part 2 §2.11): the print requests, refreshed every 10 s, 15 a page. */
export default function ContestAdminPrint() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const queryClient = useQueryClient();
  const { cid } = useContestScope();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: contestKeys.prints(cid, page),
    queryFn: () => getContestPrints(cid, page, PRINT_ADMIN_PAGE_SIZE),
    placeholderData: keepPreviousData,
    refetchInterval: ADMIN_HELPER_REFRESH_MS,
  });
  const check = useMutation({
    mutationFn: (id: number) => checkContestPrint(id, cid),
    onSuccess: () => {
      toast.success(t('contest.adminPrint.okDone'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.printsOf(cid) });
    },
  });

  const columns: TableColumnsType<ContestPrintVO> = [
    { key: 'username', title: t('contest.adminPrint.colUsername'), dataIndex: 'username' },
    {
      key: 'realname',
      title: t('contest.adminPrint.colRealname'),
      dataIndex: 'realname',
      responsive: ['sm'],
      render: (v: string | null) => v || '--',
    },
    {
      key: 'time',
      title: t('contest.adminPrint.colSubmitTime'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (v: string) => formatTime(v),
    },
    {
      key: 'status',
      title: t('contest.adminPrint.colStatus'),
      dataIndex: 'status',
      render: (v: number) =>
        v === 1 ? (
          <Tag color="success">{t('contest.adminPrint.printed')}</Tag>
        ) : (
          <Tag color="warning">{t('contest.adminPrint.notPrinted')}</Tag>
        ),
    },
    {
      key: 'option',
      title: t('contest.adminPrint.colOption'),
      render: (_v, row) => (
        <Space size={6} wrap>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void downloadWithToasts(t, () => downloadContestPrintText(row.id))}
            data-testid={`print-download-${row.id}`}
          >
            {wide ? t('contest.adminPrint.download') : null}
          </Button>
          <Button
            size="small"
            type="primary"
            icon={<CheckOutlined />}
            disabled={row.status === 1}
            loading={check.isPending && check.variables === row.id}
            onClick={() => check.mutate(row.id)}
            data-testid={`print-ok-${row.id}`}
          >
            {t('contest.adminPrint.ok')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      className="contest-admin-print"
      title={
        <span>
          <FileDoneOutlined /> {t('contest.adminPrint.title')}
        </span>
      }
      extra={
        <Space size={8}>
          {wide ? <span className="muted">{t('contest.adminPrint.autoRefresh')}</span> : null}
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void query.refetch()}
            loading={query.isFetching}
            aria-label={t('common.refresh')}
          />
        </Space>
      }
      data-testid="contest-admin-print"
    >
      <Table<ContestPrintVO>
        rowKey="id"
        size={wide ? 'middle' : 'small'}
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isPending}
        locale={{ emptyText: <EmptyState text={t('contest.adminPrint.empty')} /> }}
        pagination={{
          current: page,
          pageSize: PRINT_ADMIN_PAGE_SIZE,
          total: query.data?.total ?? 0,
          onChange: setPage,
          hideOnSinglePage: true,
          size: 'small',
        }}
      />
    </Card>
  );
}
