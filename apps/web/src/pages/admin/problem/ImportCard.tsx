import { useState } from 'react';
import { Alert, Button, Card, Input, Upload } from 'antd';
import { FileZipOutlined, ImportOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@arbiter/contract';
import { ApiError } from '../../../api/client.ts';
import { importProblems, type ImportFormat } from '../../../api/admin-problem.ts';
import { toast } from '../../../ui/feedback.ts';

type Outcome = { ok: true; problems: ImportResult['problems'] } | { ok: false; message: string };

/** The file type each format takes. */
export function importExtension(format: ImportFormat): '.xml' | '.zip' {
  return format === 'fps' ? '.xml' : '.zip';
}

/**
 * One import format: a file picker, the Import button and the server's answer (the imported
 * problems linking to their edit pages, or its refusal). A Kattis package may name the problem ID,
 * and its reference submissions' verification shows once imported.
 */
export function ImportCard({ format, onImported }: { format: ImportFormat; onImported?: (problems: ImportResult['problems']) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problemId, setProblemId] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const ext = importExtension(format);

  const run = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      const res = await importProblems(format, file, problemId.trim() || undefined);
      toast.success(res.msg);
      const problems = res.data?.problems ?? [];
      setOutcome({ ok: true, problems });
      onImported?.(problems);
      setFile(null);
      setProblemId('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'problem-list'] });
    } catch (err) {
      setOutcome({ ok: false, message: err instanceof ApiError ? err.message : t('admin.batch.importFailed') });
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
          <FileZipOutlined /> {t(`admin.batch.formats.${format}`)}
        </span>
      }
      data-testid={`import-${format}`}
    >
      <p className="admin-import__hint muted">{t(`admin.batch.formatHints.${format}`)}</p>
      {format === 'kattis' ? (
        <label className="admin-import__id">
          <span>{t('admin.batch.kattisProblemId')}</span>
          <Input
            size="small"
            value={problemId}
            onChange={(e) => setProblemId(e.target.value)}
            maxLength={100}
            placeholder={t('admin.batch.kattisProblemIdPlaceholder')}
            data-testid="import-kattis-problem-id"
          />
        </label>
      ) : null}
      <div className="admin-import__row">
        <Upload
          accept={ext}
          showUploadList={false}
          beforeUpload={(chosen) => {
            if (!chosen.name.toLowerCase().endsWith(ext)) toast.warning(t('admin.batch.wrongType', { ext }));
            else {
              setFile(chosen);
              setOutcome(null);
            }
            return false;
          }}
        >
          <Button size="small" icon={<PaperClipOutlined />} data-testid={`import-${format}-choose`}>
            {t('admin.batch.chooseFile')}
          </Button>
        </Upload>
        <span className={file ? 'admin-import__file admin-mono' : 'admin-import__file muted'} title={file?.name}>
          {file ? file.name : t('admin.batch.noFile')}
        </span>
      </div>
      <Button
        type="primary"
        block
        icon={<ImportOutlined />}
        disabled={!file}
        loading={busy}
        onClick={() => void run()}
        data-testid={`import-${format}-submit`}
      >
        {t('admin.batch.import')}
      </Button>
      {outcome?.ok === false ? (
        <Alert
          type="error"
          showIcon
          className="admin-import__result"
          title={t('admin.batch.importFailed')}
          description={outcome.message}
          data-testid={`import-${format}-error`}
        />
      ) : null}
      {outcome?.ok ? (
        <Alert
          type="success"
          showIcon
          className="admin-import__result"
          title={t('admin.batch.imported', { count: outcome.problems.length })}
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
