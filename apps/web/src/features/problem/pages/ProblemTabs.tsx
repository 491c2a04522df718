import { useMemo, useState } from 'react';
import { Tabs } from 'antd';
import { FileTextOutlined, HistoryOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ProblemAnnex } from '../components/ProblemAnnex.tsx';
import { ProblemBody, type ProblemBodyProps } from '../components/ProblemBody.tsx';
import { parseExtraFiles } from '../components/extraFiles.ts';
import { MySubmissions, type MySubmissionsSource } from './MySubmissions.tsx';

type LeftTab = 'description' | 'mine' | 'annex';

/**
 * The left pane's tabs of a problem page, the bank's or a contest's: the statement, the user's
 * submissions (loaded only once the tab is open) and, when the problem has files to read, the annex.
 */
export function ProblemTabs({
  problem,
  passedSamples,
  hideSource = false,
  mineId,
  mineSource,
}: Omit<ProblemBodyProps, 'passedSamples'> & {
  passedSamples: ReadonlySet<number>;
  /** The problem as the user's submissions name it (the bank's id, a contest's display id). */
  mineId: string;
  /** Where the user's submissions come from when not the bank's list (a contest's). */
  mineSource?: MySubmissionsSource | undefined;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LeftTab>('description');
  const annex = useMemo(() => parseExtraFiles(problem.userExtraFile), [problem.userExtraFile]);
  return (
    <Tabs
      activeKey={tab}
      onChange={(k) => setTab(k as LeftTab)}
      className="problem-tabs"
      items={[
        {
          key: 'description',
          label: (
            <span data-testid="tab-description">
              <FileTextOutlined /> {t('problem.detail.tabDescription')}
            </span>
          ),
          children: <ProblemBody problem={problem} passedSamples={passedSamples} hideSource={hideSource} />,
        },
        {
          key: 'mine',
          label: (
            <span data-testid="tab-my-submission">
              <HistoryOutlined /> {t('problem.detail.tabMySubmission')}
            </span>
          ),
          children: <MySubmissions problemId={mineId} active={tab === 'mine'} {...(mineSource ? { source: mineSource } : {})} />,
        },
        ...(annex.length > 0
          ? [
              {
                key: 'annex',
                label: (
                  <span data-testid="tab-annex">
                    <PaperClipOutlined /> {t('problem.detail.tabAnnex')}
                  </span>
                ),
                children: <ProblemAnnex files={annex} />,
              },
            ]
          : []),
      ]}
    />
  );
}
