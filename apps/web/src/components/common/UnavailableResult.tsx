import { Button, Result } from 'antd';
import { ArrowLeftOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { UnavailableKind } from './unavailableKind.ts';

/**
 * An area's words for the three kinds, named as every area's i18n names them, so a caller passes
 * its block whole (`t('training.unavailable', { returnObjects: true })`).
 */
export type UnavailableWords = Record<`${UnavailableKind}Title` | `${UnavailableKind}Text` | 'backToList', string>;

/** Where the main button leads: the area's list, or another list the page was opened from. */
export interface UnavailableListLink {
  path: string;
  /** The button's words when they are not the area's `backToList`. */
  label?: string | undefined;
  testId?: string | undefined;
}

/**
 * What a page shows when its subject (a contest, a training, a problem, a submission) is unknown
 * (404), hidden (403) or did not load: the way back to the list, and a retry only when trying
 * again can help.
 */
export function UnavailableResult({
  kind,
  words,
  list,
  onRetry,
  testId,
}: {
  kind: UnavailableKind;
  words: UnavailableWords;
  list: UnavailableListLink;
  onRetry: () => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status={kind === 'notFound' ? '404' : kind === 'forbidden' ? '403' : 'warning'}
      title={words[`${kind}Title`]}
      subTitle={words[`${kind}Text`]}
      data-testid={testId}
      data-kind={kind}
      extra={[
        <Button
          key="list"
          type="primary"
          icon={<UnorderedListOutlined />}
          onClick={() => void navigate(list.path)}
          data-testid={list.testId}
        >
          {list.label ?? words.backToList}
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
