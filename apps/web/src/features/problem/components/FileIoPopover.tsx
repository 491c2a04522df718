import { Button, Descriptions, Popover } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** Shown when a problem reads and writes files instead of standard input and output. */
export function FileIoPopover({ input, output }: { input: string | null; output: string | null }) {
  const { t } = useTranslation();
  const content = (
    <Descriptions size="small" column={1} bordered data-testid="file-io-names">
      <Descriptions.Item label={t('problem.detail.inputFile')}>
        <code>{input || '--'}</code>
      </Descriptions.Item>
      <Descriptions.Item label={t('problem.detail.outputFile')}>
        <code>{output || '--'}</code>
      </Descriptions.Item>
    </Descriptions>
  );
  return (
    <Popover content={content} title={t('problem.detail.fileIO')} trigger="click">
      <Button size="small" color="orange" variant="outlined" icon={<FileTextOutlined />} data-testid="file-io-button">
        {t('problem.detail.fileIO')}
      </Button>
    </Popover>
  );
}
