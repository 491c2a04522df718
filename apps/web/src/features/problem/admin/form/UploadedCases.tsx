import { useState } from 'react';
import { Alert, Button, InputNumber, Table, Upload, type TableColumnsType } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS, ProblemType, evenScores, isSubtaskMode } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { uploadTestcaseZip } from '../../api/admin-problem.ts';
import { useFormGroup } from './formGroup.ts';
import { toast } from '@/ui/feedback.ts';
import { uploadedRows, type CaseRow } from './model.ts';
import { issueOf } from './validate.ts';
import { useIssueText, type FormPartProps } from './issues.ts';

/**
 * Test cases from a zip (POST /api/file/upload-testcase-zip with the case mode): the server pairs
 * the files and keeps them two hours under `fileListDir`; the list stays editable for scores and
 * groups. On edit, the stored files are shown until a new zip replaces them.
 */
export function UploadedCases({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const text = useIssueText();
  const gid = useFormGroup();
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const oi = form.type === ProblemType.OI;
  const subtask = isSubtaskMode(form.judgeCaseMode);

  const upload = async (file: File) => {
    if (!file.name.toLowerCase().endsWith('.zip')) {
      toast.warning(t('problemAdmin.form.notZip'));
      return;
    }
    setUploading(true);
    setFailure(null);
    try {
      const vo = await uploadTestcaseZip(file, form.judgeCaseMode, gid);
      update((f) => ({
        ...f,
        uploadedCases: uploadedRows(vo.fileList, f, evenScores(vo.fileList.length)),
        uploadTestcaseDir: vo.fileListDir,
      }));
      toast.success(t('problemAdmin.form.uploadSuccess'));
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : '');
    } finally {
      setUploading(false);
    }
  };

  const setRow = (key: string, patch: Partial<CaseRow>) =>
    update((f) => ({ ...f, uploadedCases: f.uploadedCases.map((c) => (c.key === key ? { ...c, ...patch } : c)) }));
  const cellStatus = (index: number, field: string) => (issueOf(issues, `cases.${index}.${field}`) ? 'error' : undefined);

  const columns: TableColumnsType<CaseRow> = [
    { title: t('problemAdmin.form.caseIndex'), key: 'index', width: 56, render: (_: unknown, __: CaseRow, i: number) => i + 1 },
    {
      title: t('problemAdmin.form.caseInputFile'),
      dataIndex: 'input',
      render: (v: string, _row, i) => <span className={cellStatus(i, 'data') ? 'admin-cell--error admin-mono' : 'admin-mono'}>{v}</span>,
    },
    { title: t('problemAdmin.form.caseOutputFile'), dataIndex: 'output', render: (v: string) => <span className="admin-mono">{v}</span> },
    ...(oi
      ? [
          {
            title: t('problemAdmin.form.caseScore'),
            key: 'score',
            width: 120,
            render: (_: unknown, row: CaseRow, i: number) => (
              <InputNumber
                size="small"
                min={0}
                max={PROBLEM_LIMITS.caseScoreMax}
                precision={0}
                value={row.score}
                status={cellStatus(i, 'score')}
                onChange={(v) => setRow(row.key, { score: typeof v === 'number' ? v : null })}
                aria-label={`${t('problemAdmin.form.caseScore')} ${i + 1}`}
                data-testid={`problem-form-upload-score-${i}`}
              />
            ),
          },
        ]
      : []),
    ...(subtask
      ? [
          {
            title: t('problemAdmin.form.caseGroup'),
            key: 'group',
            width: 110,
            render: (_: unknown, row: CaseRow, i: number) => (
              <InputNumber
                size="small"
                min={1}
                max={PROBLEM_LIMITS.casesMax}
                precision={0}
                value={row.groupNum}
                status={cellStatus(i, 'groupNum')}
                onChange={(v) => setRow(row.key, { groupNum: typeof v === 'number' ? v : null })}
                aria-label={`${t('problemAdmin.form.caseGroup')} ${i + 1}`}
                data-testid={`problem-form-upload-group-${i}`}
              />
            ),
          },
        ]
      : []),
  ];
  const rowIssues = issues.filter((i) => i.field.startsWith('cases.'));

  return (
    <div className="admin-upload" data-testid="problem-form-upload">
      <div className="admin-upload__bar">
        <Upload
          accept=".zip"
          showUploadList={false}
          beforeUpload={(file) => {
            void upload(file);
            return false;
          }}
        >
          <Button icon={<UploadOutlined />} loading={uploading} data-testid="problem-form-upload-button">
            {uploading
              ? t('problemAdmin.form.uploading')
              : form.uploadedCases.length > 0
                ? t('problemAdmin.form.reupload')
                : t('problemAdmin.form.uploadZip')}
          </Button>
        </Upload>
        <span className="muted">{t('problemAdmin.form.uploadHint')}</span>
      </div>
      {failure !== null ? (
        <Alert
          type="error"
          showIcon
          title={t('problemAdmin.form.uploadFailed')}
          description={failure || undefined}
          className="admin-upload__alert"
          data-testid="problem-form-upload-failed"
        />
      ) : null}
      {form.uploadedCases.length > 0 && form.id !== null && form.uploadTestcaseDir === null ? (
        <Alert type="info" showIcon title={t('problemAdmin.form.storedCases')} className="admin-upload__alert" />
      ) : null}
      {form.uploadedCases.length > 0 ? (
        <>
          <div className="admin-upload__count muted" data-testid="problem-form-upload-count">
            {t('problemAdmin.form.uploadedCount', { count: form.uploadedCases.length })}
          </div>
          <Table<CaseRow>
            rowKey="key"
            size="small"
            columns={columns}
            dataSource={form.uploadedCases}
            pagination={form.uploadedCases.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            scroll={{ x: 'max-content' }}
            data-testid="problem-form-upload-table"
          />
          {rowIssues.length > 0 ? (
            <ul className="admin-issue-list">
              {rowIssues.slice(0, 5).map((issue) => (
                <li key={issue.field}>{text(issue)}</li>
              ))}
            </ul>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
