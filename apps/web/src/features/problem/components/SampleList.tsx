import { Button, Tag, Tooltip } from 'antd';
import { CheckCircleFilled, CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '@/components/common/copyText.ts';
import type { Sample } from './samples.ts';

function SampleBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  const { t } = useTranslation();
  const copy = useCopyText();
  return (
    <div className="sample__block">
      <div className="sample__head">
        <span className="sample__label">{label}</span>
        <Tooltip title={t('problem.detail.copy')}>
          <Button
            size="small"
            type="text"
            icon={<CopyOutlined />}
            onClick={() => void copy(text)}
            aria-label={`${t('problem.detail.copy')} ${label}`}
            data-testid={`${testId}-copy`}
          />
        </Tooltip>
      </div>
      <pre className="sample__data" data-testid={testId}>
        {text}
      </pre>
    </div>
  );
}

/** The samples, input beside output, each with a copy button; a sample an online test passed is marked. */
export function SampleList({ samples, passed }: { samples: readonly Sample[]; passed?: ReadonlySet<number> }) {
  const { t } = useTranslation();
  return (
    <div className="samples" data-testid="problem-samples">
      {samples.map((s, i) => (
        <div className="sample" key={i} data-testid={`sample-${i + 1}`} data-passed={passed?.has(i) ? 'true' : undefined}>
          {passed?.has(i) ? (
            <Tag color="success" icon={<CheckCircleFilled />} className="sample__passed" data-testid={`sample-${i + 1}-passed`}>
              {t('problem.detail.samplePassed')}
            </Tag>
          ) : null}
          <div className="sample__pair">
            <SampleBlock label={t('problem.detail.sampleInput', { n: i + 1 })} text={s.input} testId={`sample-${i + 1}-input`} />
            <SampleBlock label={t('problem.detail.sampleOutput', { n: i + 1 })} text={s.output} testId={`sample-${i + 1}-output`} />
          </div>
        </div>
      ))}
    </div>
  );
}
