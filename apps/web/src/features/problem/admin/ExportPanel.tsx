import { useState } from 'react';
import { Button, Card, Input, Space, Table, Tag, type TableColumnsType } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OWN_OJ, type Problem } from '@arbiter/contract';
import { exportProblems, getAdminProblemList } from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';
import { toast } from '@/ui/feedback.ts';
import { downloadWithToasts } from '@/components/admin/download.ts';
import { exportSelection, useExportSelection, type ExportItem } from './exportSelection.ts';

const PAGE_SIZE = 10;

const toItem = (p: Problem): ExportItem => ({ id: p.id, problemId: p.problemId, title: p.title });

/**
 * Export: problems of the own bank chosen from the admin list (across pages; the list's export
 * action adds to the same selection), downloaded as `/api/file/export-problem?pid=..&pid=..`.
 */
export function ExportPanel() {
  const { t } = useTranslation();
  const selection = useExportSelection();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  // Own problems only: a remote judge's problem has no test data here to export.
  const params = { currentPage: page, limit: PAGE_SIZE, keyword: keyword || undefined, auth: 0 as const, oj: OWN_OJ };
  const list = useQuery({
    queryKey: problemKeys.admin.problemList(params),
    queryFn: () => getAdminProblemList(params),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];

  const columns: TableColumnsType<Problem> = [
    { title: t('problemAdmin.problemList.colId'), dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('problemAdmin.problemList.colProblemId'), dataIndex: 'problemId', width: 170, render: (v: string) => <strong>{v}</strong> },
    { title: t('problemAdmin.problemList.colTitle'), dataIndex: 'title' },
    { title: t('problemAdmin.problemList.colAuthor'), dataIndex: 'author', width: 120, responsive: ['md'] },
  ];

  const run = () => {
    if (selection.length === 0) {
      toast.warning(t('problemAdmin.batch.exportEmpty'));
      return;
    }
    void downloadWithToasts(t, () => exportProblems(selection.map((s) => s.id)));
  };

  return (
    <Card size="small" title={t('problemAdmin.batch.exportTitle')} data-testid="export-panel">
      <p className="muted admin-export__hint">{t('problemAdmin.batch.exportHint')}</p>
      <div className="admin-export__selected" data-testid="export-selection">
        <Space size={[4, 8]} wrap>
          <span>{t('problemAdmin.batch.selected', { count: selection.length })}</span>
          {selection.map((s) => (
            <Tag
              key={s.id}
              closable
              onClose={(e) => {
                e.preventDefault();
                exportSelection.remove([s.id]);
              }}
              data-testid={`export-chip-${s.id}`}
            >
              {s.problemId}
            </Tag>
          ))}
          {selection.length > 0 ? (
            <Button size="small" type="link" onClick={() => exportSelection.clear()} data-testid="export-clear">
              {t('problemAdmin.batch.clearSelection')}
            </Button>
          ) : null}
        </Space>
        <Button type="primary" icon={<ExportOutlined />} onClick={run} data-testid="export-submit">
          {t('problemAdmin.batch.export')}
        </Button>
      </div>
      <Input.Search
        allowClear
        placeholder={t('problemAdmin.problemList.keyword')}
        onSearch={(value) => {
          setKeyword(value.trim());
          setPage(1);
        }}
        className="admin-filters__keyword admin-export__search"
        data-testid="export-keyword"
      />
      <Table<Problem>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        rowSelection={{
          selectedRowKeys: selection.map((s) => s.id),
          preserveSelectedRowKeys: true,
          onChange: (keys) => {
            const chosen = new Set(keys.map(Number));
            exportSelection.add(records.filter((r) => chosen.has(r.id)).map(toItem));
            exportSelection.remove(records.filter((r) => !chosen.has(r.id)).map((r) => r.id));
          },
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('admin.common.total', { total }),
          onChange: setPage,
        }}
        data-testid="export-table"
      />
    </Card>
  );
}
