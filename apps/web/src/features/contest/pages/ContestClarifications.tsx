import { useState } from 'react';
import { Alert, Button, Card, Checkbox, Empty, Input, Pagination, Select, Space, Tag } from 'antd';
import { NotificationOutlined, QuestionCircleOutlined, SendOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CLARIFICATION_LIMITS, ContestStatus, type ClarificationVO } from '@arbiter/contract';
import { useLiveEvent, usePollUnlessLive, useWatchContest } from '@/session/live.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import {
  announceClarification,
  answerClarification,
  askClarification,
  getClarificationQueue,
  getClarifications,
} from '../api/clarification.ts';
import { contestKeys } from '../api/keys.ts';
import { useContestProblems } from '../api/useContestProblems.ts';
import { useContestScope } from './contestScope.ts';

/** Without the live stream, the list is read again this often (a question is answered in minutes, not seconds). */
const POLL_MS = 30_000;

/** A contestant's form: the problem asked about (or the contest) and the question. */
function AskForm({ cid, running }: { cid: number; running: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { problems } = useContestProblems();
  const [about, setAbout] = useState<string>('');
  const [question, setQuestion] = useState('');
  const send = useMutation({
    mutationFn: () => askClarification(cid, about || null, question),
    onSuccess: () => {
      toast.success(t('contest.clarifications.asked'));
      setQuestion('');
      void queryClient.invalidateQueries({ queryKey: contestKeys.clarificationsOf(cid) });
    },
  });
  const options = [
    { value: '', label: t('contest.clarifications.general') },
    ...(problems.data ?? []).map((p) => ({ value: p.displayId, label: `${p.displayId} · ${p.displayTitle}` })),
  ];
  return (
    <Card
      size="small"
      title={
        <span>
          <QuestionCircleOutlined /> {t('contest.clarifications.askTitle')}
        </span>
      }
      className="contest-clarifications__ask"
      data-testid="clarification-ask"
    >
      {running ? (
        <>
          <p className="muted">{t('contest.clarifications.askHint')}</p>
          <Space direction="vertical" style={{ width: '100%' }}>
            <Select
              value={about}
              onChange={setAbout}
              options={options}
              aria-label={t('contest.clarifications.about')}
              className="contest-clarifications__about"
              data-testid="clarification-about"
            />
            <Input.TextArea
              rows={4}
              value={question}
              maxLength={CLARIFICATION_LIMITS.question}
              onChange={(e) => setQuestion(e.target.value)}
              placeholder={t('contest.clarifications.placeholder', { max: CLARIFICATION_LIMITS.question })}
              aria-label={t('contest.clarifications.question')}
              data-testid="clarification-question"
            />
            <Button
              type="primary"
              icon={<SendOutlined />}
              loading={send.isPending}
              onClick={() => (question.trim() ? send.mutate() : toast.error(t('contest.clarifications.empty')))}
              data-testid="clarification-send"
            >
              {t('contest.clarifications.ask')}
            </Button>
          </Space>
        </>
      ) : (
        <Alert type="info" showIcon title={t('contest.clarifications.notRunning')} />
      )}
    </Card>
  );
}

/** The admins' answer form under a question: answer privately or to all, or publish it as an announcement. */
function AnswerForm({ item, cid }: { item: ClarificationVO; cid: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState(item.answer ?? '');
  const [toAll, setToAll] = useState(item.toAll);
  const about = item.displayId ?? t('contest.clarifications.general');
  const [title, setTitle] = useState(t('contest.clarifications.announceDefault', { about }));
  const refresh = () => void queryClient.invalidateQueries({ queryKey: contestKeys.clarificationsOf(cid) });
  const save = useMutation({
    mutationFn: () => answerClarification(item.id, answer, toAll),
    onSuccess: () => {
      toast.success(t('contest.clarifications.answered'));
      refresh();
    },
  });
  const announce = useMutation({
    mutationFn: () => announceClarification(item.id, title, answer),
    onSuccess: () => {
      toast.success(t('contest.clarifications.announced'));
      refresh();
      void queryClient.invalidateQueries({ queryKey: contestKeys.announcementsOf(cid) });
    },
  });
  const guarded = (run: () => void) => () => (answer.trim() ? run() : toast.error(t('contest.clarifications.answerEmpty')));
  return (
    <div className="contest-clarifications__answer-form" data-testid={`clarification-answer-form-${item.id}`}>
      <Input.TextArea
        rows={3}
        value={answer}
        maxLength={CLARIFICATION_LIMITS.answer}
        onChange={(e) => setAnswer(e.target.value)}
        placeholder={t('contest.clarifications.answerPlaceholder')}
        aria-label={t('contest.clarifications.answer')}
        data-testid={`clarification-answer-${item.id}`}
      />
      <div className="contest-clarifications__actions">
        <Checkbox checked={toAll} onChange={(e) => setToAll(e.target.checked)} data-testid={`clarification-to-all-${item.id}`}>
          {t('contest.clarifications.answerToAll')}
        </Checkbox>
        <Button
          type="primary"
          loading={save.isPending}
          onClick={guarded(() => save.mutate())}
          data-testid={`clarification-reply-${item.id}`}
        >
          {t('contest.clarifications.answer')}
        </Button>
      </div>
      <div className="contest-clarifications__actions">
        <Input
          value={title}
          maxLength={255}
          onChange={(e) => setTitle(e.target.value)}
          aria-label={t('contest.clarifications.announceTitle')}
          className="contest-clarifications__title"
        />
        <Button
          icon={<NotificationOutlined />}
          loading={announce.isPending}
          onClick={guarded(() => announce.mutate())}
          data-testid={`clarification-announce-${item.id}`}
        >
          {t('contest.clarifications.announce')}
        </Button>
      </div>
    </div>
  );
}

function ClarificationItem({ item, cid, admin }: { item: ClarificationVO; cid: number; admin: boolean }) {
  const { t } = useTranslation();
  return (
    <article className="contest-clarifications__item" data-testid={`clarification-${item.id}`}>
      <header className="contest-clarifications__head">
        <Tag color="blue">{item.displayId ?? t('contest.clarifications.general')}</Tag>
        {item.answer === null ? (
          <Tag color="orange">{t('contest.clarifications.waiting')}</Tag>
        ) : (
          <Tag color={item.toAll ? 'green' : 'default'}>
            {t(item.toAll ? 'contest.clarifications.toAll' : 'contest.clarifications.private')}
          </Tag>
        )}
        {item.mine && !admin && <Tag>{t('contest.clarifications.mine')}</Tag>}
        <span className="muted">
          {item.askedBy && admin ? `${t('contest.clarifications.askedBy', { name: item.askedBy })} · ` : ''}
          {formatTime(item.gmtCreate)}
        </span>
      </header>
      <p className="contest-clarifications__question">{item.question}</p>
      {item.answer !== null && !admin && (
        <blockquote className="contest-clarifications__answer" data-testid={`clarification-answer-text-${item.id}`}>
          {item.answer}
          {item.answeredBy && <footer className="muted">{t('contest.clarifications.answeredBy', { name: item.answeredBy })}</footer>}
        </blockquote>
      )}
      {admin && <AnswerForm item={item} cid={cid} />}
    </article>
  );
}

/**
 * The Clarifications tab: a contestant asks the judges about a problem or the contest and reads
 * their own questions and the answers given to all; the contest's admins see every question, those
 * waiting first, and answer privately, to all, or as an announcement. The list follows the live
 * stream's clarification events, and polls without it.
 */
export default function ContestClarifications() {
  const { t } = useTranslation();
  const { cid, isAdmin, status } = useContestScope();
  const { token } = useSession();
  const [page, setPage] = useState(1);
  useWatchContest(cid);
  const list = useQuery({
    queryKey: contestKeys.clarifications(cid, isAdmin, page, token),
    queryFn: () => (isAdmin ? getClarificationQueue(cid, page) : getClarifications(cid, page)),
    refetchInterval: usePollUnlessLive(POLL_MS),
  });
  useLiveEvent('clarification', (e) => {
    if (e.cid === cid) void list.refetch();
  });
  const records = list.data?.records ?? [];
  return (
    <div className="contest-clarifications" data-testid="contest-clarifications">
      {!isAdmin && <AskForm cid={cid} running={status === ContestStatus.RUNNING} />}
      <Card
        size="small"
        title={t(isAdmin ? 'contest.clarifications.queueTitle' : 'contest.clarifications.listTitle')}
        loading={list.isPending}
      >
        {records.length === 0 ? (
          <Empty description={t('contest.clarifications.none')} />
        ) : (
          records.map((item) => <ClarificationItem key={item.id} item={item} cid={cid} admin={isAdmin} />)
        )}
        {(list.data?.total ?? 0) > 20 && (
          <Pagination size="small" current={page} total={list.data?.total ?? 0} pageSize={20} onChange={setPage} showSizeChanger={false} />
        )}
      </Card>
    </div>
  );
}
