import { useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Select, Space } from 'antd';
import { CheckCircleOutlined, ThunderboltOutlined, WarningOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SPJ_LANGUAGES, type JudgeMode } from '@arbiter/contract';
import { ApiError } from '@/api/client.ts';
import { compileChecker } from '../../api/admin-problem.ts';
import { LazyCodeEditor } from '@/components/editor/LazyCodeEditor.tsx';
import { DEFAULT_EDITOR_SETTINGS } from '@/components/editor/editorSettings.ts';
import { toast } from '@/ui/feedback.ts';
import { checkerSignature, judgeExtraFilesOf, type CheckerLanguage } from './model.ts';
import { useFieldStatus, type FormPartProps } from './issues.ts';
import { useFormGroup } from './formGroup.ts';

/**
 * The judge mode: default comparison, a special judge or an interactor, with its C/C++ code and a
 * Compile button. A checker that changed since it last compiled must compile again before saving.
 */
export function CheckerSection({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const [compileError, setCompileError] = useState<string | null>(null);
  const checker = form.judgeMode !== 'default';
  const compiled = checker && form.compiledChecker === checkerSignature(form);

  const gid = useFormGroup();
  const compile = useMutation({
    mutationFn: (signature: string) =>
      compileChecker(
        form.judgeMode === 'interactive' ? 'interactive' : 'spj',
        {
          code: form.spjCode,
          language: form.spjLanguage,
          pid: form.id,
          extraFiles: judgeExtraFilesOf(form),
        },
        gid,
      ).then(() => signature),
    onSuccess: (signature) => {
      toast.success(t('problemAdmin.form.compiled'));
      update({ compiledChecker: signature });
    },
    onError: (err) => {
      // The compiler's output comes back as the message of a body-500 refusal.
      if (err instanceof ApiError && err.kind === 'body') setCompileError(err.message);
    },
  });

  return (
    <>
      <Form.Item label={t('problemAdmin.form.judgeMode')} extra={checker ? undefined : t('problemAdmin.form.judgeDefaultHint')}>
        <Radio.Group
          optionType="button"
          value={form.judgeMode}
          onChange={(e) => update({ judgeMode: e.target.value as JudgeMode })}
          options={[
            { value: 'default', label: t('problemAdmin.form.judgeDefault') },
            { value: 'spj', label: t('problemAdmin.form.judgeSpj') },
            { value: 'interactive', label: t('problemAdmin.form.judgeInteractive') },
          ]}
          data-testid="problem-form-judge-mode"
        />
      </Form.Item>
      {checker ? (
        <div className="admin-checker" data-testid="problem-form-checker">
          <Form.Item
            {...status('spjCode')}
            label={
              <span className="admin-inline-label">
                {form.judgeMode === 'spj' ? t('problemAdmin.form.spjCode') : t('problemAdmin.form.interactorCode')}
                <Space size={8} wrap>
                  <Select<CheckerLanguage>
                    size="small"
                    value={form.spjLanguage}
                    onChange={(spjLanguage) => update({ spjLanguage })}
                    options={SPJ_LANGUAGES.map((l) => ({ value: l, label: l }))}
                    aria-label={t('problemAdmin.form.checkerLanguage')}
                    className="admin-checker__language"
                    data-testid="problem-form-checker-language"
                  />
                  <Button
                    size="small"
                    type="primary"
                    icon={<ThunderboltOutlined />}
                    loading={compile.isPending}
                    disabled={form.spjCode.trim() === ''}
                    onClick={() => compile.mutate(checkerSignature(form))}
                    data-testid="problem-form-compile"
                  >
                    {t('problemAdmin.form.compile')}
                  </Button>
                </Space>
              </span>
            }
          >
            <div className="admin-checker__editor">
              <LazyCodeEditor
                {...DEFAULT_EDITOR_SETTINGS}
                theme="idea"
                language={form.spjLanguage}
                value={form.spjCode}
                onChange={(spjCode) => update({ spjCode })}
                height="100%"
                ariaLabel={form.judgeMode === 'spj' ? t('problemAdmin.form.spjCode') : t('problemAdmin.form.interactorCode')}
              />
            </div>
          </Form.Item>
          {form.passthrough.checkerProtocol === 'kattis' ? (
            <Alert type="info" showIcon title={t('problemAdmin.form.kattisProtocol')} data-testid="problem-form-kattis-protocol" />
          ) : null}
          {form.spjCode.trim() !== '' ? (
            compiled ? (
              <Alert
                type="success"
                showIcon
                icon={<CheckCircleOutlined />}
                title={t('problemAdmin.form.checkerReady')}
                data-testid="problem-form-checker-ok"
              />
            ) : (
              <Alert
                type="warning"
                showIcon
                icon={<WarningOutlined />}
                title={t('problemAdmin.form.checkerChanged')}
                data-testid="problem-form-checker-changed"
              />
            )
          ) : null}
        </div>
      ) : null}
      <Modal
        open={compileError !== null}
        title={t('problemAdmin.form.compileError')}
        onCancel={() => setCompileError(null)}
        footer={
          <Button type="primary" onClick={() => setCompileError(null)}>
            {t('admin.common.confirm')}
          </Button>
        }
        width={720}
      >
        <pre className="admin-compile-error" data-testid="problem-form-compile-error">
          {compileError}
        </pre>
      </Modal>
    </>
  );
}
