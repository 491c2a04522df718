import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ContestProblemInfoVO, Problem } from '@arbiter/contract';
import { LazyMarkdown } from '@/components/common/LazyMarkdown.tsx';
import { ProblemLimits } from './ProblemLimits.tsx';
import { RemoteOrigin } from './RemoteOrigin.tsx';
import { SampleList } from './SampleList.tsx';
import './problemParts.css';
import { parseExamples } from './samples.ts';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="problem-section" data-testid={testId}>
      <h3 className="problem-section__title">{title}</h3>
      {children}
    </section>
  );
}

export interface ProblemBodyProps {
  /** A contest's problem comes without its difficulty until the contest ends. */
  problem: Problem | ContestProblemInfoVO['problem'];
  /** Samples an online test passed (indices). */
  passedSamples?: ReadonlySet<number>;
  /** Contests hide the source (spec part 2 §2.2). */
  hideSource?: boolean;
}

/**
 * The statement of a problem: limits, level and OI scores, author, description, input, output,
 * samples with copy buttons, hint and source (a remote problem's is the link to its judge, shown
 * with the judge under the limits). Shared by the problem, contest, training and group pages.
 */
export function ProblemBody({ problem, passedSamples, hideSource = false }: ProblemBodyProps) {
  const { t } = useTranslation();
  const samples = parseExamples(problem.examples);
  // A site problem is written by an admin role; a group's problem or one fetched from another judge is not.
  const trusted = !problem.isGroup && !problem.isRemote;
  return (
    <div className="problem-body" data-testid="problem-body">
      <ProblemLimits problem={problem} />
      {problem.isRemote ? <RemoteOrigin problemId={problem.problemId} source={problem.source} showLink={!hideSource} /> : null}
      {problem.author ? (
        <div className="problem-body__author">
          <UserOutlined /> {t('problem.detail.author')}:{' '}
          <Link to={`/user-home?username=${encodeURIComponent(problem.author)}`} data-testid="problem-author">
            {problem.author}
          </Link>
        </div>
      ) : null}
      {problem.description ? (
        <Section title={t('problem.detail.description')} testId="problem-description">
          <LazyMarkdown source={problem.description} trusted={trusted} />
        </Section>
      ) : null}
      {problem.input ? (
        <Section title={t('problem.detail.input')} testId="problem-input">
          <LazyMarkdown source={problem.input} trusted={trusted} />
        </Section>
      ) : null}
      {problem.output ? (
        <Section title={t('problem.detail.output')} testId="problem-output">
          <LazyMarkdown source={problem.output} trusted={trusted} />
        </Section>
      ) : null}
      {samples.length > 0 ? (
        <Section title={t('problem.detail.samples')} testId="problem-samples-section">
          <SampleList samples={samples} {...(passedSamples ? { passed: passedSamples } : {})} />
        </Section>
      ) : null}
      {problem.hint ? (
        <Section title={t('problem.detail.hint')} testId="problem-hint">
          <LazyMarkdown source={problem.hint} trusted={trusted} />
        </Section>
      ) : null}
      {problem.source && !hideSource && !problem.isRemote ? (
        <Section title={t('problem.detail.source')} testId="problem-source">
          <LazyMarkdown source={problem.source} trusted={trusted} />
        </Section>
      ) : null}
    </div>
  );
}
