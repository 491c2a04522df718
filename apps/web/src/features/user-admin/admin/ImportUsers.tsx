import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { USER_ADMIN_LIMITS, type ImportRefusal, type Message } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { toast } from '@/ui/feedback.ts';
import { importUsers } from '../api/users.ts';
import { parseUsersCsv, type ImportRow } from './csv.ts';

interface PreviewRow {
  row: number;
  cells: ImportRow;
  problems: Message[];
}

function refusalOf(err: unknown): ImportRefusal | null {
  if (!(err instanceof ApiError) || err.data === null || typeof err.data !== 'object') return null;
  return Array.isArray((err.data as Partial<ImportRefusal>).rows) ? (err.data as ImportRefusal) : null;
}

/**
 * The CSV import (spec part 3 §5): paste the text or choose a file, check the preview, import.
 * The server takes all rows or none; a refusal marks each bad row with its problems. Test ids:
 * `user-import-text`, `user-import-file`, `user-import-submit`, rows `user-import-row-<n>`.
 */
export function ImportUsers({ onImported }: { onImported: () => void }) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Map<number, Message[]>>(new Map());
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const rows = useMemo(() => parseUsersCsv(text), [text]);
  const zh = i18n.language.startsWith('zh');
  const max = USER_ADMIN_LIMITS.batchMax;

  const edit = (next: string) => {
    setText(next);
    setProblems(new Map());
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      edit(await file.text());
    } catch {
      toast.error(t('userAdmin.import.readFailed'));
    }
    if (fileInput.current) fileInput.current.value = '';
  };
  const submit = async () => {
    setImporting(true);
    try {
      toast.success(await importUsers(rows));
      edit('');
      onImported();
    } catch (err) {
      const refusal = refusalOf(err);
      if (refusal) setProblems(new Map(refusal.rows.map((r) => [r.row, r.errors])));
    } finally {
      setImporting(false);
    }
  };

  const preview: PreviewRow[] = rows.map((cells, i) => ({ row: i + 1, cells, problems: problems.get(i + 1) ?? [] }));
  const cell = (index: number, key: string): TableColumnsType<PreviewRow>[number] => ({
    title: t(`userAdmin.import.${key as 'colUsername'}`),
    key,
    render: (_, r) => r.cells[index] || <Typography.Text type="secondary">--</Typography.Text>,
  });
  const columns: TableColumnsType<PreviewRow> = [
    { title: t('userAdmin.import.colRow'), dataIndex: 'row', width: 56 },
    cell(0, 'colUsername'),
    cell(1, 'colPassword'),
    cell(2, 'colEmail'),
    cell(3, 'colRealname'),
    cell(4, 'colGender'),
    cell(5, 'colNickname'),
    cell(6, 'colSchool'),
  ];

  return (
    <div className="user-import" data-testid="user-import">
      <Typography.Paragraph type="secondary">{t('userAdmin.import.hint')}</Typography.Paragraph>
      <Input.TextArea
        value={text}
        onChange={(e) => edit(e.target.value)}
        autoSize={{ minRows: 5, maxRows: 12 }}
        placeholder={t('userAdmin.import.paste')}
        aria-label={t('userAdmin.import.paste')}
        spellCheck={false}
        className="user-import__text"
        data-testid="user-import-text"
      />
      <Space wrap className="user-import__actions">
        <input
          ref={fileInput}
          type="file"
          accept=".csv,text/csv,text/plain"
          hidden
          onChange={(e) => void readFile(e.target.files?.[0])}
          data-testid="user-import-file"
        />
        <Button icon={<UploadOutlined />} onClick={() => fileInput.current?.click()} data-testid="user-import-choose">
          {t('userAdmin.import.chooseFile')}
        </Button>
        <Button onClick={() => edit('')} disabled={!text}>
          {t('userAdmin.import.clear')}
        </Button>
        <Button
          type="primary"
          loading={importing}
          disabled={rows.length === 0 || rows.length > max}
          onClick={() => void submit()}
          data-testid="user-import-submit"
        >
          {t('userAdmin.import.submit')}
        </Button>
        {rows.length > 0 ? <Typography.Text type="secondary">{t('userAdmin.import.rows', { count: rows.length })}</Typography.Text> : null}
      </Space>
      {rows.length > max ? <Alert type="warning" showIcon title={t('userAdmin.import.tooMany', { max })} /> : null}
      {problems.size > 0 ? (
        <Alert type="error" showIcon title={t('userAdmin.import.refused', { count: problems.size })} data-testid="user-import-refused" />
      ) : null}
      <Table<PreviewRow>
        rowKey="row"
        size="small"
        columns={columns}
        dataSource={preview}
        scroll={{ x: 'max-content' }}
        pagination={preview.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        rowClassName={(r) => (r.problems.length ? 'user-import__bad' : '')}
        // A bad row's problems show under it across the table's width, whatever the screen's.
        expandable={{
          expandedRowKeys: preview.filter((r) => r.problems.length).map((r) => r.row),
          showExpandColumn: false,
          expandedRowClassName: () => 'user-import__bad',
          expandedRowRender: (r) => (
            <ul className="user-import__problems" data-testid={`user-import-problems-${r.row}`}>
              {r.problems.map((m, i) => (
                <li key={i}>{zh ? m.zh : m.en}</li>
              ))}
            </ul>
          ),
        }}
        onRow={(r) => ({ 'data-testid': `user-import-row-${r.row}` }) as React.HTMLAttributes<HTMLElement>}
        locale={{ emptyText: t('userAdmin.import.empty') }}
        data-testid="user-import-preview"
      />
    </div>
  );
}
