import { Alert, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@arbiter/contract';
import { UnavailableResult } from '@/components/common/UnavailableResult.tsx';
import { unavailableKind } from '@/components/common/unavailableKind.ts';
import { getSubmissionDetail, unsealed } from '../api/submission.ts';
import { submissionKeys } from '../api/keys.ts';
import { isRunning } from '../components/judgeStatus.ts';
import { localRemoteMessage, remoteQueueText } from '../components/remoteWords.ts';
import { POLL_INTERVAL_MS, POLL_MAX_ROUNDS } from '../components/statusPoller.ts';
import { useLiveEvent, usePollUnlessLive } from '@/session/live.ts';
import { useSession } from '@/session/session.ts';
import { CaseResults } from './CaseResults.tsx';
import { CodePanel } from './CodePanel.tsx';
import { JudgeTimingPanel } from './JudgeTimingPanel.tsx';
import { StatusBanner, type ProblemLink } from './StatusBanner.tsx';
import '../components/submission.css';
import './submission.css';

/**
 * The statuses whose message is worth showing (hoj-api §5): the server words every other message as
 * "does not support viewing", which would only be noise here.
 */
const SHOWN_ERROR_STATUSES: readonly number[] = [JudgeStatus.COMPILE_ERROR, JudgeStatus.SYSTEM_ERROR, JudgeStatus.SUBMITTED_FAILED];

function parseSubmitId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

export interface SubmissionDetailsProps {
  /** Where 'back to the list' leads (a contest's Status tab). */
  listPath?: string;
  /** The problem as the area names it (a contest's display id and problem page), or how to name it from the submission (a group's page). */
  problemLink?: ProblemLink | ((displayPid: string) => ProblemLink);
}

/**
 * /submission-detail/:submitID (spec part 2 §2.5): the verdict banner, the compiler or error
 * message (a remote judge's failure in the reader's language), what a waiting remote submission
 * waits for, the case results and the code. A running submission is fetched again when the live
 * stream says its status changed, or every 2 s without the stream.
 * Contests show it under their own route with their list and problem links.
 */
export default function SubmissionDetails({ listPath = '/status', problemLink }: SubmissionDetailsProps = {}) {
  const { t, i18n } = useTranslation();
  const { submitID } = useParams();
  const submitId = parseSubmitId(submitID);
  const { token, user } = useSession();
  const poll = usePollUnlessLive(POLL_INTERVAL_MS);

  const detail = useQuery({
    queryKey: submissionKeys.detail(submitId ?? 0, token),
    queryFn: () => getSubmissionDetail(submitId ?? 0),
    enabled: submitId !== null,
    refetchInterval: (q) =>
      q.state.data && isRunning(q.state.data.submission.status) && q.state.dataUpdateCount < POLL_MAX_ROUNDS ? poll : false,
  });
  // While the live stream is up, its verdict events say when to fetch again instead of the poll.
  useLiveEvent('verdict', (e) => {
    if (e.submitId === submitId) void detail.refetch();
  });

  if (submitId === null || (detail.isError && !detail.data)) {
    return (
      <UnavailableResult
        kind={submitId === null ? 'notFound' : unavailableKind(detail.error)}
        words={t('submission.detail', { returnObjects: true })}
        list={{ path: listPath }}
        onRetry={() => void detail.refetch()}
        testId="submission-unavailable"
      />
    );
  }
  if (!detail.data) {
    return (
      <div className="page submission-detail">
        <Skeleton active paragraph={{ rows: 8 }} />
      </div>
    );
  }

  const { submission, codeShare, remoteQueue, timing } = detail.data;
  const link = typeof problemLink === 'function' ? problemLink('displayPid' in submission ? submission.displayPid : '') : problemLink;
  const banner = <StatusBanner submission={submission} {...(link ? { problemLink: link } : {})} />;
  const s = unsealed(submission);
  // A result its contest keeps sealed has no cases and no code to show.
  if (!s) {
    return (
      <div className="page submission-detail" data-testid="submission-detail-page">
        {banner}
      </div>
    );
  }
  const running = isRunning(s.status);
  const isCompileError = s.status === JudgeStatus.COMPILE_ERROR;
  // A remote judge gives one verdict and no cases (and one that never took the submission, nothing).
  const remote = s.status === JudgeStatus.SUBMITTED_FAILED || Boolean(s.vjudgeSubmitId);
  const canShare = codeShare && s.cid === 0 && user !== null && user.uid === s.uid;

  return (
    <div className="page submission-detail" data-testid="submission-detail-page">
      {banner}
      {remoteQueue && s.status === JudgeStatus.PENDING ? (
        <Alert
          className="submission-detail__error"
          type={remoteQueue.hosts ? 'info' : 'warning'}
          showIcon
          title={t('submission.remote.waitingTitle')}
          description={remoteQueueText(remoteQueue, t)}
          data-testid="submission-remote-queue"
        />
      ) : null}
      {s.errorMessage && SHOWN_ERROR_STATUSES.includes(s.status) ? (
        <Alert
          className="submission-detail__error"
          type={isCompileError ? 'warning' : 'error'}
          showIcon
          title={isCompileError ? t('submission.detail.compileError') : t('submission.detail.errorMessage')}
          description={
            <pre className="submission-detail__error-text">
              {isCompileError ? s.errorMessage : localRemoteMessage(s.errorMessage, i18n.language)}
            </pre>
          }
          data-testid="submission-error"
        />
      ) : null}
      {running || isCompileError || remote ? null : <CaseResults submitId={s.submitId} status={s.status} />}
      {timing && !running ? <JudgeTimingPanel timing={timing} judger={s.judger} /> : null}
      <CodePanel submission={s} canShare={canShare} onShared={() => void detail.refetch()} />
    </div>
  );
}
