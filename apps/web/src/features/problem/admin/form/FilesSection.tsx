import { Col, Form, Input, Row, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { PROBLEM_LIMITS } from '@arbiter/contract';
import { ExtraFilesEditor } from './ExtraFilesEditor.tsx';
import { useFieldStatus, type FormPartProps } from './issues.ts';

/** User and judge extra files, and file IO (both names required when on). */
export function FilesSection({ form, update, issues }: FormPartProps) {
  const { t } = useTranslation();
  const status = useFieldStatus(issues);
  const io = status('fileIo');
  return (
    <Row gutter={24}>
      <Col xs={24} lg={12}>
        <Form.Item label={t('problemAdmin.form.userExtraFiles')} extra={t('problemAdmin.form.userExtraFilesHint')}>
          <ExtraFilesEditor
            files={form.userExtraFiles}
            onChange={(userExtraFiles) => update({ userExtraFiles })}
            error={status('userExtraFile').help}
            testId="problem-form-user-files"
          />
        </Form.Item>
      </Col>
      <Col xs={24} lg={12}>
        <Form.Item label={t('problemAdmin.form.judgeExtraFiles')} extra={t('problemAdmin.form.judgeExtraFilesHint')}>
          <ExtraFilesEditor
            files={form.judgeExtraFiles}
            onChange={(judgeExtraFiles) => update({ judgeExtraFiles })}
            error={status('judgeExtraFile').help}
            testId="problem-form-judge-files"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item label={t('problemAdmin.form.fileIo')} extra={t('problemAdmin.form.fileIoHint')}>
          <Switch checked={form.isFileIO} onChange={(isFileIO) => update({ isFileIO })} data-testid="problem-form-file-io" />
        </Form.Item>
      </Col>
      {form.isFileIO ? (
        <>
          <Col xs={24} sm={12}>
            <Form.Item label={t('problemAdmin.form.fileIoRead')} required validateStatus={io.validateStatus} help={io.help}>
              <Input
                value={form.ioReadFileName}
                maxLength={PROBLEM_LIMITS.fileNameMax}
                placeholder="input.txt"
                onChange={(e) => update({ ioReadFileName: e.target.value })}
                data-testid="problem-form-io-read"
              />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item label={t('problemAdmin.form.fileIoWrite')} required validateStatus={io.validateStatus}>
              <Input
                value={form.ioWriteFileName}
                maxLength={PROBLEM_LIMITS.fileNameMax}
                placeholder="output.txt"
                onChange={(e) => update({ ioWriteFileName: e.target.value })}
                data-testid="problem-form-io-write"
              />
            </Form.Item>
          </Col>
        </>
      ) : null}
    </Row>
  );
}
