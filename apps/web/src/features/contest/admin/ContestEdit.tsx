import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Input, Row, Space } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestKeys } from '../api/keys.ts';
import { ApiError } from '@/api/client.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { FormFooter, FormHead, FormSection } from '@/components/admin/FormFrame.tsx';
import { MarkdownField } from '@/features/problem/index.ts';
import { AccountLimitFields } from './form/AccountLimitFields.tsx';
import { AwardFields } from './form/AwardFields.tsx';
import { BoardFields } from './form/BoardFields.tsx';
import { formFromContest, newContestForm, toContestBody, type ContestForm } from './form/model.ts';
import { contestSectionOf, useContestFieldStatus, useContestIssueText, type ContestPartProps } from './form/parts.tsx';
import { RuleFields } from './form/RuleFields.tsx';
import { StarAccountsField } from './form/StarAccountsField.tsx';
import { TimeFields } from './form/TimeFields.tsx';
import { validateContestForm } from './form/validate.ts';
import { idParam } from '@/components/admin/listQuery.ts';
import { useContestDesk } from './desk.ts';
import './adminContest.css';

/**
 * /admin/contest/create and /admin/contest/:contestId/edit — one form for both (hoj-api §13.5);
 * a group's Contest tab mounts it too, on the group's desk.
 */
export default function ContestEdit() {
  const { t } = useTranslation();
  const desk = useContestDesk();
  const raw = useParams().contestId;
  const cid = raw === undefined ? null : idParam(raw);
  const invalid = cid !== null && Number.isNaN(cid);
  const stored = useQuery({
    queryKey: contestKeys.admin.contest(cid ?? 0),
    queryFn: () => desk.api.getContest(cid ?? 0),
    enabled: cid !== null && !invalid,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });

  if (invalid || stored.isError) {
    return (
      <div className="admin-page">
        <Card>
          <EmptyState
            text={t('adminContest.form.loadFailed')}
            testId="contest-form-load-failed"
            action={
              <Space wrap>
                <Link to={desk.home}>
                  <Button icon={<ArrowLeftOutlined />}>{t('adminContest.backToList')}</Button>
                </Link>
                {invalid ? null : (
                  <Button icon={<ReloadOutlined />} onClick={() => void stored.refetch()}>
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
  if (cid !== null && !stored.data) return <PageLoading />;
  const initial = stored.data ? formFromContest(stored.data) : newContestForm();
  return <ContestFormView key={cid ?? 'new'} initial={initial} />;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormSection prefix="contest" id={id} title={title}>
      {children}
    </FormSection>
  );
}

function ContestFormView({ initial }: { initial: ContestForm }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const desk = useContestDesk();
  const { user } = useSession();
  const issueText = useContestIssueText();
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const issues = useMemo(() => (attempted ? validateContestForm(form) : []), [attempted, form]);
  const status = useContestFieldStatus(issues);
  const editing = form.id !== null;

  const update: ContestPartProps['update'] = (change) => setForm((f) => (typeof change === 'function' ? change(f) : { ...f, ...change }));
  const part: ContestPartProps = { form, update, issues };

  const save = useMutation({
    mutationFn: (current: ContestForm) =>
      desk.api.saveContest(toContestBody(current, user ? { uid: user.uid, username: user.username } : null)),
    onSuccess: (msg) => {
      toast.success(msg || t(editing ? 'admin.common.updated' : 'admin.common.created'));
      void queryClient.invalidateQueries({ queryKey: contestKeys.admin.all });
      void queryClient.invalidateQueries({ queryKey: desk.listKey });
      void navigate(desk.home);
    },
    onError: (err) => setServerError(err instanceof ApiError ? err.message : null),
  });

  const onSave = () => {
    setAttempted(true);
    setServerError(null);
    const first = validateContestForm(form)[0];
    if (first) {
      toast.warning(issueText(first));
      document.getElementById(`contest-section-${contestSectionOf(first.field)}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    save.mutate(form);
  };

  return (
    <div className="admin-page admin-contest-form" data-testid="contest-form">
      <FormHead
        prefix="contest"
        back={{ to: desk.home, label: t('adminContest.backToList') }}
        heading={editing ? t('adminContest.form.editTitle', { id: form.id }) : t('adminContest.form.createTitle')}
        view={editing ? { to: `/contest/${form.id}`, label: t('adminContest.form.viewContest') } : null}
        saving={save.isPending}
        saveLabel={t('admin.common.save')}
        onSave={onSave}
      />
      <Form layout="vertical" component="div" className="admin-form">
        <Section id="basic" title={t('adminContest.form.sectionBasic')}>
          <Form.Item label={t('adminContest.form.title')} required {...status('title')}>
            <Input
              value={form.title}
              maxLength={255}
              onChange={(e) => update({ title: e.target.value })}
              data-testid="contest-form-title"
            />
          </Form.Item>
          <MarkdownField
            label={t('adminContest.form.description')}
            required
            value={form.description}
            onChange={(description) => update({ description })}
            status={status('description')}
            rows={6}
            testId="contest-form-description"
          />
        </Section>
        <Section id="time" title={t('adminContest.form.sectionTime')}>
          <TimeFields {...part} />
        </Section>
        <Section id="rules" title={t('adminContest.form.sectionRules')}>
          <RuleFields {...part} />
        </Section>
        <Section id="board" title={t('adminContest.form.sectionBoard')}>
          <BoardFields {...part} />
        </Section>
        <Section id="participants" title={t('adminContest.form.sectionParticipants')}>
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <AccountLimitFields {...part} />
            </Col>
            <Col xs={24} lg={12}>
              <StarAccountsField {...part} />
            </Col>
          </Row>
        </Section>
        <Section id="awards" title={t('adminContest.form.sectionAwards')}>
          <AwardFields {...part} />
        </Section>
      </Form>
      <FormFooter
        prefix="contest"
        issuesTitle={t('adminContest.form.issuesTitle')}
        issues={issues.map((issue, i) => ({ key: `${issue.field}-${i}`, section: contestSectionOf(issue.field), text: issueText(issue) }))}
        serverError={serverError}
        saving={save.isPending}
        saveLabel={t('admin.common.save')}
        onSave={onSave}
      />
    </div>
  );
}
