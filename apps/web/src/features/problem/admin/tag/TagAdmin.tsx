import { useMemo, useState } from 'react';
import { Button, Card, Col, Row, Select, Table, Tag as AntTag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OWN_OJ, REMOTE_OJS, type Tag, type TagClassification } from '@arbiter/contract';
import { deleteClassification, deleteTag, getClassifications } from '../../api/admin-problem.ts';
import { problemKeys } from '../../api/keys.ts';
import { getAllProblemTags } from '../../api/problem.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { toast } from '@/ui/feedback.ts';
import { ColorSwatch } from '@/components/admin/ColorSwatch.tsx';
import { RowActions } from '@/components/admin/RowActions.tsx';
import { ClassificationDialog } from './ClassificationDialog.tsx';
import { TagDialog } from './TagDialog.tsx';
import '../problemAdmin.css';

const BANKS = [OWN_OJ, ...REMOTE_OJS];
/** The tag filter's value for tags without a classification. */
const UNCLASSIFIED = -1;

type Dialog<T> = { open: false } | { open: true; editing: T | null };

/**
 * /admin/problem/tag — tag classifications (name, rank) and tags (name, colour, classification)
 * of a bank (hoj-api §13.3; root and problem_admin).
 */
export default function TagAdmin() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [oj, setOj] = useState<string>(OWN_OJ);
  const [filter, setFilter] = useState<number | null>(null);
  const [classDialog, setClassDialog] = useState<Dialog<TagClassification>>({ open: false });
  const [tagDialog, setTagDialog] = useState<Dialog<Tag>>({ open: false });

  const classifications = useQuery({ queryKey: problemKeys.admin.classifications(oj), queryFn: () => getClassifications(oj) });
  const tags = useQuery({ queryKey: problemKeys.admin.tags(oj), queryFn: () => getAllProblemTags(oj) });
  const classList = useMemo(() => [...(classifications.data ?? [])].sort((a, b) => a.rank - b.rank || a.id - b.id), [classifications.data]);
  const className = (tcid: number | null) => classList.find((c) => c.id === tcid)?.name;
  const countOf = (tcid: number) => (tags.data ?? []).filter((tag) => tag.tcid === tcid).length;
  const shownTags = (tags.data ?? []).filter(
    (tag) => filter === null || (filter === UNCLASSIFIED ? tag.tcid === null : tag.tcid === filter),
  );

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: problemKeys.admin.classifications(oj) });
    void queryClient.invalidateQueries({ queryKey: problemKeys.admin.tags(oj) });
    // The problem bank's tag panel reads the same tags.
    void queryClient.invalidateQueries({ queryKey: problemKeys.all });
  };
  const removeClassification = useMutation({ mutationFn: deleteClassification, onSuccess: (msg) => (toast.success(msg), refresh()) });
  const removeTag = useMutation({ mutationFn: deleteTag, onSuccess: (msg) => (toast.success(msg), refresh()) });

  const classColumns: TableColumnsType<TagClassification> = [
    {
      title: t('problemAdmin.tag.name'),
      dataIndex: 'name',
      render: (v: string, row) => <span data-testid={`classification-${row.id}`}>{v}</span>,
    },
    { title: t('problemAdmin.tag.rank'), dataIndex: 'rank', width: 64 },
    { title: t('problemAdmin.tag.tags'), key: 'count', width: 64, responsive: ['sm'], render: (_: unknown, row) => countOf(row.id) },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 96,
      render: (_: unknown, row) => (
        <RowActions
          id={row.id}
          name={row.name}
          testId="classification"
          confirm={t('problemAdmin.tag.deleteClassificationConfirm', { name: row.name })}
          onEdit={() => setClassDialog({ open: true, editing: row })}
          onDelete={() => removeClassification.mutateAsync(row.id)}
        />
      ),
    },
  ];

  const tagColumns: TableColumnsType<Tag> = [
    {
      title: t('problemAdmin.tag.name'),
      dataIndex: 'name',
      render: (v: string, row) => (
        <AntTag color={row.color ?? undefined} data-testid={`tag-${row.id}`}>
          {v}
        </AntTag>
      ),
    },
    {
      title: t('problemAdmin.tag.color'),
      dataIndex: 'color',
      width: 120,
      responsive: ['sm'],
      render: (v: string | null) => (v ? <ColorSwatch color={v} /> : '--'),
    },
    {
      title: t('problemAdmin.tag.classification'),
      dataIndex: 'tcid',
      render: (v: number | null) => className(v) ?? <span className="muted">{t('problemAdmin.tag.unclassified')}</span>,
    },
    {
      title: t('admin.common.actions'),
      key: 'actions',
      width: 96,
      render: (_: unknown, row) => (
        <RowActions
          id={row.id}
          name={row.name}
          testId="tag"
          confirm={t('problemAdmin.tag.deleteTagConfirm', { name: row.name })}
          onEdit={() => setTagDialog({ open: true, editing: row })}
          onDelete={() => removeTag.mutateAsync(row.id)}
        />
      ),
    },
  ];

  return (
    <div className="admin-page" data-testid="tag-admin">
      <div className="admin-page__head">
        <h2 className="admin-page__title">{t('problemAdmin.tag.title')}</h2>
        <Select<string>
          value={oj}
          onChange={(value) => {
            setOj(value);
            setFilter(null);
          }}
          options={BANKS.map((b) => ({ value: b, label: b === OWN_OJ ? t('problemAdmin.problemList.ojMine') : b }))}
          prefix={`${t('problemAdmin.tag.bank')}:`}
          className="admin-filters__select"
          data-testid="tag-admin-bank"
        />
      </div>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card
            size="small"
            title={t('problemAdmin.tag.classifications')}
            extra={
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setClassDialog({ open: true, editing: null })}
                data-testid="classification-create"
              >
                {t('problemAdmin.tag.createClassification')}
              </Button>
            }
          >
            <Table<TagClassification>
              rowKey="id"
              size="small"
              columns={classColumns}
              dataSource={classList}
              loading={classifications.isFetching}
              pagination={false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <EmptyState text={t('problemAdmin.tag.noClassifications')} /> }}
              data-testid="classification-table"
            />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title={t('problemAdmin.tag.tags')}
            extra={
              <Button
                size="small"
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setTagDialog({ open: true, editing: null })}
                data-testid="tag-create"
              >
                {t('problemAdmin.tag.createTag')}
              </Button>
            }
          >
            <div className="admin-filters">
              <Select<number | null>
                value={filter}
                onChange={(v) => setFilter(v ?? null)}
                allowClear
                placeholder={t('problemAdmin.tag.allClassifications')}
                options={[
                  ...classList.map((c) => ({ value: c.id, label: c.name })),
                  { value: UNCLASSIFIED, label: t('problemAdmin.tag.unclassified') },
                ]}
                className="admin-filters__select"
                data-testid="tag-filter"
              />
              <span className="muted">{t('problemAdmin.tag.tagCount', { count: shownTags.length })}</span>
            </div>
            <Table<Tag>
              rowKey="id"
              size="small"
              columns={tagColumns}
              dataSource={shownTags}
              loading={tags.isFetching}
              pagination={shownTags.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <EmptyState text={t('problemAdmin.tag.noTags')} /> }}
              data-testid="tag-table"
            />
          </Card>
        </Col>
      </Row>
      <ClassificationDialog
        open={classDialog.open}
        oj={oj}
        editing={classDialog.open ? classDialog.editing : null}
        onClose={() => setClassDialog({ open: false })}
        onSaved={() => {
          setClassDialog({ open: false });
          refresh();
        }}
      />
      <TagDialog
        open={tagDialog.open}
        oj={oj}
        editing={tagDialog.open ? tagDialog.editing : null}
        classifications={classList}
        onClose={() => setTagDialog({ open: false })}
        onSaved={() => {
          setTagDialog({ open: false });
          refresh();
        }}
      />
    </div>
  );
}
