import { Button, Result } from 'antd';
import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';

export type UnavailableKind = 'notFound' | 'forbidden' | 'failed';

/** Where the main button leads: the bank's list, or the list of the area the problem was opened from. */
export interface ProblemListLink {
  path: string;
  label: string;
}

/** What the detail page shows when the problem is unknown (404), hidden (403) or did not load. */
export function ProblemUnavailable({
  kind,
  onRetry,
  list,
}: {
  kind: UnavailableKind;
  onRetry: () => void;
  list?: ProblemListLink | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const status = kind === 'notFound' ? '404' : kind === 'forbidden' ? '403' : 'warning';
  return (
    <Result
      status={status}
      title={t(`problem.detail.${kind}Title`)}
      subTitle={t(`problem.detail.${kind}Text`)}
      data-testid="problem-unavailable"
      data-kind={kind}
      extra={[
        <Button
          key="list"
          type="primary"
          icon={<UnorderedListOutlined />}
          onClick={() => void navigate(list?.path ?? '/problem')}
          data-testid="back-to-list"
        >
          {list?.label ?? t('problem.detail.backToList')}
        </Button>,
        kind === 'failed' ? (
          <Button key="retry" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        ) : (
          <Button key="back" icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)}>
            {t('common.back')}
          </Button>
        ),
      ]}
    />
  );
}
