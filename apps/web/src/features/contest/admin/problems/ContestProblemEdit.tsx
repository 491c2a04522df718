import { useRef, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemAuth, type AdminContestVO, type ContestProblemRow, type ProblemDTO } from '@arbiter/contract';
import {
  createContestBankProblem,
  getAdminContest,
  getContestBankProblem,
  getContestProblemLink,
  saveContestProblemLink,
  updateContestBankProblem,
} from '../../api/admin-contest.ts';
import { contestKeys } from '../../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { changeType, ProblemEdit, type ProblemFormMode } from '@/features/problem/index.ts';
import { idParam } from '@/components/admin/listQuery.ts';
import { linkBody, linkIssue } from './link.ts';
import '../adminContest.css';

/**
 * /admin/contest/:contestId/problem/create and /admin/contest/:contestId/problem/:problemId/edit:
 * the problem form in contest mode (hoj-api §13.5 contest/problem), with the problem's display id
 * and title in the contest saved right after the problem (contest-problem).
 */
export default function ContestProblemEdit() {
  const { t } = useTranslation();
  const params = useParams();
  const cid = idParam(params.contestId);
  const pid = params.problemId === undefined ? null : idParam(params.problemId);
  const invalid = Number.isNaN(cid) || (pid !== null && Number.isNaN(pid));
  const contest = useQuery({ queryKey: contestKeys.admin.contest(cid), queryFn: () => getAdminContest(cid), enabled: !invalid });
  const link = useQuery({
    queryKey: contestKeys.admin.link(cid, pid ?? 0),
    queryFn: () => getContestProblemLink(cid, pid ?? 0),
    enabled: !invalid && pid !== null,
    staleTime: 0,
    gcTime: 0,
  });

  if (invalid || contest.isError || link.isError) {
    return (
      <div className="admin-page">
        <Card>
          <EmptyState
            text={t('adminContest.problemForm.loadFailed')}
            testId="contest-problem-load-failed"
            action={
              <Space wrap>
                <Link to={Number.isNaN(cid) ? '/admin/contest' : `/admin/contest/${cid}/problems`}>
                  <Button icon={<ArrowLeftOutlined />}>{t('adminContest.problems.backToProblems')}</Button>
                </Link>
                {invalid ? null : (
                  <Button
                    icon={<ReloadOutlined />}
                    onClick={() => void Promise.all([contest.refetch(), pid === null ? null : link.refetch()])}
                  >
                    {t('common.retry')}
                  </Button>
                )}
              </Space>
            }
          />
        </Card>
      </div>
    );
  }
  if (!contest.data || (pid !== null && link.isPending)) return <PageLoading />;
  return <ContestProblemForm key={`${cid}-${pid ?? 'new'}`} contest={contest.data} pid={pid} link={link.data ?? null} />;
}

function ContestProblemForm({ contest, pid, link }: { contest: AdminContestVO; pid: number | null; link: ContestProblemRow | null }) {
  const { t } = useTranslation();
  const [displayId, setDisplayId] = useState(link?.displayId ?? '');
  const [displayTitle, setDisplayTitle] = useState(link?.displayTitle ?? '');
  const [checked, setChecked] = useState(false);
  // A problem created by an earlier attempt whose link then failed: the next save updates it instead of creating another.
  const created = useRef<number | null>(null);
  const issue = checked ? linkIssue({ displayId, displayTitle }) : null;
  const fieldStatus = (field: 'displayId' | 'displayTitle') =>
    issue && issue.startsWith(field)
      ? { validateStatus: 'error' as const, help: t(`adminContest.problems.rules.${issue}`, { max: 255 }) }
      : {};

  const save = async (dto: ProblemDTO): Promise<string> => {
    let target = pid ?? created.current;
    let msg: string;
    if (target === null) {
      const result = await createContestBankProblem(dto);
      created.current = result.pid;
      target = result.pid;
      msg = result.msg;
    } else {
      msg = await updateContestBankProblem(pid === null ? { ...dto, problem: { ...dto.problem, id: target } } : dto);
    }
    await saveContestProblemLink(linkBody(contest.id, target, { displayId, displayTitle, color: link?.color ?? null }, link?.id));
    return msg;
  };

  const mode: ProblemFormMode = {
    pid,
    backTo: `/admin/contest/${contest.id}/problems`,
    backLabel: t('adminContest.problems.backToProblems'),
    heading:
      pid === null
        ? t('adminContest.problemForm.createTitle', { contest: contest.title })
        : t('adminContest.problemForm.editTitle', { contest: contest.title }),
    contestAuth: true,
    newAuth: ProblemAuth.CONTEST,
    // A new problem follows the contest's rule type (ACM 0 / OI 1 both ways).
    startForm: (form) => changeType(form, contest.type),
    loadProblem: getContestBankProblem,
    check: () => {
      setChecked(true);
      const rule = linkIssue({ displayId, displayTitle });
      return rule ? t(`adminContest.problems.rules.${rule}`, { max: 255 }) : null;
    },
    save,
    section: {
      id: 'contest-link',
      title: t('adminContest.problemForm.sectionLink'),
      body: (
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label={t('adminContest.problems.displayId')}
              required
              extra={t('adminContest.problems.displayIdHint')}
              {...fieldStatus('displayId')}
            >
              <Input
                value={displayId}
                maxLength={255}
                onChange={(e) => setDisplayId(e.target.value)}
                data-testid="contest-problem-display-id"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item label={t('adminContest.problems.displayTitle')} required {...fieldStatus('displayTitle')}>
              <Input
                value={displayTitle}
                maxLength={255}
                onChange={(e) => setDisplayTitle(e.target.value)}
                data-testid="contest-problem-display-title"
              />
            </Form.Item>
          </Col>
        </Row>
      ),
    },
  };
  return <ProblemEdit mode={mode} />;
}
