import { useState } from 'react';
import { Alert, Button, Card, Input, InputNumber, Popconfirm, Upload } from 'antd';
import { FileZipOutlined, ImportOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { importProblems, type ImportFormat } from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';
import { toast } from '@/ui/feedback.ts';

type Outcome = { ok: true; problems: ImportResult['problems'] } | { ok: false; message: string };

/** The file type each format takes. */
function importExtension(format: ImportFormat): '.xml' | '.zip' {
  return format === 'fps' ? '.xml' : '.zip';
}

/**
 * One import format: a file picker, the Import button and the server's answer (the imported
 * problems linking to their edit pages, or its refusal). A Kattis package may name the problem ID
 * or replace an existing problem (its id, confirmed before the import), and its reference
 * submissions' verification shows once imported.
 */
export function ImportCard({ format, onImported }: { format: ImportFormat; onImported?: (problems: ImportResult['problems']) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problemId, setProblemId] = useState('');
  const [pid, setPid] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ext = importExtension(format);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const res = await importProblems(format, file, { problemId: problemId.trim(), pid });
      toast.success(res.msg);
      const problems = res.data?.problems ?? [];
      setOutcome({ ok: true, problems });
      onImported?.(problems);
      setFile(null);
      setProblemId('');
      setPid(null);
      void queryClient.invalidateQueries({ queryKey: problemKeys.admin.problemLists });
    } catch (err) {
      setOutcome({ ok: false, message: err instanceof ApiError ? err.message : t('problemAdmin.batch.importFailed') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card
      size="small"
      className="admin-import"
      title={
        <span className="admin-import__title">
          <FileZipOutlined /> {t(`problemAdmin.batch.formats.${format}`)}
        </span>
      }
      data-testid={`import-${format}`}
    >
      <p className="admin-import__hint muted">{t(`problemAdmin.batch.formatHints.${format}`)}</p>
      {format === 'kattis' ? (
        <>
          <label className="admin-import__id">
            <span>{t('problemAdmin.batch.kattisProblemId')}</span>
            <Input
              size="small"
              value={problemId}
              onChange={(e) => setProblemId(e.target.value)}
              maxLength={100}
              placeholder={t('problemAdmin.batch.kattisProblemIdPlaceholder')}
              data-testid="import-kattis-problem-id"
            />
          </label>
          <label className="admin-import__id">
            <span>{t('problemAdmin.batch.kattisReplace')}</span>
            <InputNumber<number>
              size="small"
              min={1}
              precision={0}
              value={pid}
              onChange={(value) => setPid(value)}
              placeholder={t('problemAdmin.batch.kattisReplacePlaceholder')}
              style={{ width: '100%' }}
              data-testid="import-kattis-pid"
            />
          </label>
        </>
      ) : null}
      <div className="admin-import__row">
        <Upload
          accept={ext}
          showUploadList={false}
          beforeUpload={(chosen) => {
            if (!chosen.name.toLowerCase().endsWith(ext)) toast.warning(t('problemAdmin.batch.wrongType', { ext }));
            else {
              setFile(chosen);
              setOutcome(null);
            }
            return false;
          }}
        >
          <Button size="small" icon={<PaperClipOutlined />} data-testid={`import-${format}-choose`}>
            {t('problemAdmin.batch.chooseFile')}
          </Button>
        </Upload>
        <span className={file ? 'admin-import__file admin-mono' : 'admin-import__file muted'} title={file?.name}>
          {file ? file.name : t('problemAdmin.batch.noFile')}
        </span>
      </div>
      {/* Replacing overwrites a problem: asked first; a new problem is imported at once. */}
      <Popconfirm
        title={t('problemAdmin.batch.kattisReplaceConfirm', { pid })}
        disabled={!file || !pid}
        okText={t('problemAdmin.batch.import')}
        cancelText={t('admin.common.cancel')}
        okButtonProps={{ 'data-testid': 'import-kattis-replace-ok' }}
        onConfirm={() => void run()}
        styles={{ root: { maxWidth: 360 } }}
      >
        <Button
          type="primary"
          block
          icon={<ImportOutlined />}
          disabled={!file}
          loading={busy}
          onClick={pid ? undefined : () => void run()}
          data-testid={`import-${format}-submit`}
        >
          {t('problemAdmin.batch.import')}
        </Button>
      </Popconfirm>
      {outcome?.ok === false ? (
        <Alert
          type="error"
          showIcon
          className="admin-import__result"
          title={t('problemAdmin.batch.importFailed')}
          description={outcome.message}
          data-testid={`import-${format}-error`}
        />
      ) : null}
      {outcome?.ok ? (
        <Alert
          type="success"
          showIcon
          className="admin-import__result"
          title={t('problemAdmin.batch.imported', { count: outcome.problems.length })}
          description={
            <ul className="admin-import__list">
              {outcome.problems.map((p) => (
                <li key={p.pid}>
                  <Link to={`/admin/problem/edit/${p.pid}`}>
                    <strong>{p.problemId}</strong> {p.title}
                  </Link>
                </li>
              ))}
            </ul>
          }
          data-testid={`import-${format}-done`}
        />
      ) : null}
    </Card>
  );
}
