import { Descriptions, Tooltip } from 'antd';
import { LoadingOutlined, UserOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { JudgeVO, SubmissionInfoVO } from '@arbiter/contract';
import { unsealed } from '../api/submission.ts';
import { ScoreText } from '../components/ScoreText.tsx';
import { formatLength, formatMemory, formatRunTime, verdictToneClass } from '../components/format.ts';
import { isRunning, statusLook } from '../components/judgeStatus.ts';
import { remoteRunLabel } from '../components/remoteWords.ts';
import { formatTime } from '@/utils/time.ts';

/** Where the problem of a submission lives when the area has its own problem pages (contests). */
export interface ProblemLink {
  label: string;
  to: string;
}

/** The submission's facts: run id, problem, score, time, memory, length, language, author, time, remote run id, judger. */
function Facts({ submission: s, problemLink }: { submission: JudgeVO; problemLink?: ProblemLink | undefined }) {
  const { t } = useTranslation();
  const problem = problemLink ? (
    <Link to={problemLink.to} data-testid="detail-problem">
      {problemLink.label}
    </Link>
  ) : s.cid === 0 ? (
    <Link to={`/problem/${encodeURIComponent(s.displayPid)}`} data-testid="detail-problem">
      {s.displayPid}
    </Link>
  ) : (
    s.displayPid
  );

  const items = [
    { key: 'runId', label: t('submission.detail.runId'), children: s.submitId },
    { key: 'problem', label: t('submission.detail.problem'), children: problem },
    ...(s.score !== null
      ? [{ key: 'score', label: t('submission.detail.score'), children: <ScoreText score={s.score} status={s.status} /> }]
      : []),
    { key: 'time', label: t('submission.detail.time'), children: formatRunTime(s.time) },
    { key: 'memory', label: t('submission.detail.memory'), children: formatMemory(s.memory) },
    { key: 'length', label: t('submission.detail.length'), children: formatLength(s.length) },
    { key: 'language', label: t('submission.detail.language'), children: s.language },
    {
      key: 'author',
      label: t('submission.detail.author'),
      children: <Link to={`/user-home?username=${encodeURIComponent(s.username)}`}>{s.username}</Link>,
    },
    { key: 'submitTime', label: t('submission.detail.submitTime'), children: formatTime(s.submitTime) },
    ...(s.vjudgeSubmitId
      ? [
          {
            key: 'remoteRunId',
            label: t('submission.remote.runId'),
            children: <span data-testid="detail-remote-run-id">{remoteRunLabel(s.vjudgeSubmitId, s.displayPid, s.cid)}</span>,
          },
        ]
      : []),
    {
      key: 'judger',
      label: t('submission.detail.judger'),
      children: (
        <span className="submission-banner__judger">
          {s.judger || '--'}
          {s.isManual ? (
            <Tooltip title={t('submission.detail.manual')}>
              <UserOutlined className="submission-table__manual" />
            </Tooltip>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Descriptions
      className="submission-banner__facts"
      size="small"
      bordered
      column={{ xs: 1, sm: 2, md: 3, lg: 5, xl: 5, xxl: 5 }}
      items={items}
    />
  );
}

/**
 * The verdict in its colour, then the submission's facts (spec part 2 §2.5); a result its contest
 * keeps sealed comes as its status alone, and shows only that.
 */
export function StatusBanner({ submission, problemLink }: { submission: SubmissionInfoVO['submission']; problemLink?: ProblemLink }) {
  const { t } = useTranslation();
  const s = unsealed(submission);
  const look = statusLook(submission.status);
  const running = isRunning(submission.status);

  return (
    <section
      className={`submission-banner ${verdictToneClass(submission.status)}`}
      data-testid="submission-banner"
      data-status={submission.status}
    >
      <div className="submission-banner__verdict">
        <span className="submission-banner__short">{running ? <LoadingOutlined /> : look.short}</span>
        <div>
          <h1 className="submission-banner__title" data-testid="submission-verdict">
            {t(`submission.status.${look.key}`)}
          </h1>
          {running ? <div className="submission-banner__hint">{t('submission.detail.running')}</div> : null}
        </div>
        {s && s.score !== null ? (
          <div className="submission-banner__score">
            <ScoreText score={s.score} status={s.status} />
          </div>
        ) : null}
      </div>
      {s ? <Facts submission={s} problemLink={problemLink} /> : null}
    </section>
  );
}
