import { useMemo, useState, type ReactNode } from 'react';
import { Button, Card, Col, Form, Row, Space, Switch } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Language, Problem, ProblemDTO, Tag } from '@arbiter/contract';
import { FormGroupContext } from './form/formGroup.ts';
import { ApiError } from '@/api/client.ts';
import { createProblem, updateProblem } from '../api/admin-problem.ts';
import { problemKeys } from '../api/keys.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { FormFooter, FormHead, FormSection } from '@/components/admin/FormFrame.tsx';
import { BasicFields } from './form/BasicFields.tsx';
import { CasesSection } from './form/CasesSection.tsx';
import { CheckerSection } from './form/CheckerSection.tsx';
import { ExamplesEditor } from './form/ExamplesEditor.tsx';
import { FilesSection } from './form/FilesSection.tsx';
import { LanguagesField } from './form/LanguagesField.tsx';
import { MarkdownField } from './form/MarkdownField.tsx';
import { TagsField } from './form/TagsField.tsx';
import { formFromProblem, newProblemForm, toProblemDTO, type ProblemForm } from './form/model.ts';
import { sectionOf, useFieldStatus, useIssueText, type FormPartProps } from './form/issues.ts';
import { useFormSources } from './form/sources.ts';
import { judgeLanguages } from './form/judgeLanguages.ts';
import { validateProblemForm } from './form/validate.ts';
import { useCanPublish } from './AuthSelect.tsx';
import { newProblemAuth } from './authOptions.ts';
import { VerificationPanel } from './VerificationPanel.tsx';
import './problemAdmin.css';

/** `:pid` of /admin/problem/edit/:pid; null on /admin/problem/create, NaN when unreadable. */
function pidParam(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  return /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : Number.NaN;
}

/**
 * The form opened from a contest (/admin/contest/:contestId/problem/create and …/:problemId/edit)
 * or a training (/admin/training/:trainingId/problem/create): its own save (the problem and its
 * link), an optional first section for the link, and the page to go back to.
 */
export interface ProblemFormMode {
  /** The problem edited; null for a new one, NaN when the route's id is unreadable. */
  pid: number | null;
  backTo: string;
  backLabel: string;
  heading: string;
  section?: { id: string; title: string; body: ReactNode };
  /** Whether the contest auth may be picked (spec part 3 §4: only in a contest). */
  contestAuth?: boolean;
  /** The auth a new problem starts with; the bank's default when absent. */
  newAuth?: number;
  /** Changes a blank form before it shows (e.g. to the contest's rule type). */
  startForm?: (form: ProblemForm) => ProblemForm;
  loadProblem?: (pid: number) => Promise<Problem>;
  /** Checked before the problem's own rules: a message to show, or null. */
  check?: (form: ProblemForm) => string | null;
  /** Saves the problem and its link; answers the message to show. */
  save: (dto: ProblemDTO) => Promise<string>;
  /** A group's problem form: the group its calls name, and where its tags come from. */
  group?: { gid: number; loadTags: () => Promise<Tag[]> };
}

/** /admin/problem/create and /admin/problem/edit/:pid — one form for both (hoj-api §13.4); a contest or a training passes its `mode`. */
export default function ProblemEdit({ mode }: { mode?: ProblemFormMode }) {
  const { t } = useTranslation();
  const routePid = pidParam(useParams().pid);
  const pid = mode ? mode.pid : routePid;
  const invalid = pid !== null && Number.isNaN(pid);
  const group = mode?.group;
  const { languages, tags, stored } = useFormSources(
    invalid ? null : pid,
    mode?.loadProblem,
    group ? { gid: group.gid, load: group.loadTags } : undefined,
  );
  const canPublish = useCanPublish();
  const backTo = mode?.backTo ?? '/admin/problems';

  const failed = invalid || languages.isError || (pid !== null && stored.isError);
  if (failed) {
    return (
      <div className="admin-page">
        <Card>
          <EmptyState
            text={t('problemAdmin.form.loadFailed')}
            testId="problem-form-load-failed"
            action={
              <Space wrap>
                <Link to={backTo}>
                  <Button icon={<ArrowLeftOutlined />}>{mode?.backLabel ?? t('problemAdmin.form.backToList')}</Button>
                </Link>
                {invalid ? null : (
                  <Button
                    icon={<ReloadOutlined />}
                    onClick={() => void Promise.all([languages.refetch(), tags.refetch(), pid === null ? null : stored.refetch()])}
                    data-testid="problem-form-retry"
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
  if (!languages.data || (pid !== null && !stored.data)) return <PageLoading />;
  const offered = judgeLanguages(languages.data, stored.data?.problem ?? null);
  const blank = newProblemForm(offered, mode?.newAuth ?? newProblemAuth(canPublish));
  const initial = pid !== null && stored.data ? formFromProblem(stored.data) : (mode?.startForm?.(blank) ?? blank);
  return (
    <FormGroupContext.Provider value={group?.gid ?? null}>
      <ProblemFormView key={pid ?? 'new'} initial={initial} languages={offered} knownTags={tags.data ?? []} mode={mode} />
    </FormGroupContext.Provider>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <FormSection prefix="problem" id={id} title={title}>
      {children}
    </FormSection>
  );
}

function ProblemFormView({
  initial,
  languages,
  knownTags,
  mode,
}: {
  initial: ProblemForm;
  languages: readonly Language[];
  knownTags: readonly Tag[];
  mode: ProblemFormMode | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const issueText = useIssueText();
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const issues = useMemo(() => (attempted ? validateProblemForm(form) : []), [attempted, form]);
  const status = useFieldStatus(issues);
  const editing = form.id !== null;

  const update: FormPartProps['update'] = (change) => setForm((f) => (typeof change === 'function' ? change(f) : { ...f, ...change }));
  const part: FormPartProps = { form, update, issues };

  const backTo = mode?.backTo ?? '/admin/problems';

  const save = useMutation({
    mutationFn: async (current: ProblemForm) => {
      const dto = toProblemDTO(current);
      if (mode) return mode.save(dto);
      return current.id === null ? (await createProblem(dto)).msg : updateProblem(dto);
    },
    onSuccess: (msg) => {
      toast.success(msg);
      void queryClient.invalidateQueries({ queryKey: problemKeys.admin.all });
      void navigate(backTo);
    },
    onError: (err) => setServerError(err instanceof ApiError ? err.message : null),
  });

  const onSave = () => {
    setAttempted(true);
    setServerError(null);
    const refusal = mode?.check?.(form) ?? null;
    if (refusal) {
      toast.warning(refusal);
      document.getElementById(`problem-section-${mode?.section?.id ?? ''}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    const found = validateProblemForm(form);
    const first = found[0];
    if (first) {
      toast.warning(issueText(first));
      document.getElementById(`problem-section-${sectionOf(first.field)}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    save.mutate(form);
  };

  return (
    <div className="admin-page admin-problem-form" data-testid="problem-form">
      <FormHead
        prefix="problem"
        back={{ to: backTo, label: mode?.backLabel ?? t('problemAdmin.form.backToList') }}
        heading={
          mode?.heading ??
          (editing ? t('problemAdmin.form.editTitle', { problemId: initial.problemId }) : t('problemAdmin.form.createTitle'))
        }
        view={
          editing && !mode ? { to: `/problem/${encodeURIComponent(initial.problemId)}`, label: t('problemAdmin.form.viewProblem') } : null
        }
        saving={save.isPending}
        saveLabel={t('problemAdmin.form.save')}
        onSave={onSave}
      />
      {/* Package verification is the back office's import report: a group's problem has none. */}
      {form.id !== null && !mode?.group ? <VerificationPanel pid={form.id} /> : null}
      <Form layout="vertical" component="div" className="admin-form">
        {mode?.section ? (
          <Section id={mode.section.id} title={mode.section.title}>
            {mode.section.body}
          </Section>
        ) : null}
        <Section id="basic" title={t('problemAdmin.form.sectionBasic')}>
          <BasicFields {...part} inContest={mode?.contestAuth ?? false} />
        </Section>
        <Section id="statement" title={t('problemAdmin.form.sectionStatement')}>
          <MarkdownField
            label={t('problemAdmin.form.description')}
            value={form.description}
            onChange={(description) => update({ description })}
            status={status('description')}
            rows={8}
            testId="problem-form-description"
          />
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <MarkdownField
                label={t('problemAdmin.form.input')}
                required
                value={form.input}
                onChange={(input) => update({ input })}
                status={status('input')}
                rows={4}
                testId="problem-form-input"
              />
            </Col>
            <Col xs={24} lg={12}>
              <MarkdownField
                label={t('problemAdmin.form.output')}
                required
                value={form.output}
                onChange={(output) => update({ output })}
                status={status('output')}
                rows={4}
                testId="problem-form-output"
              />
            </Col>
          </Row>
          <MarkdownField
            label={t('problemAdmin.form.hint')}
            value={form.hint}
            onChange={(hint) => update({ hint })}
            status={status('hint')}
            rows={3}
            testId="problem-form-hint"
          />
          <MarkdownField
            label={t('problemAdmin.form.source')}
            value={form.source}
            onChange={(source) => update({ source })}
            status={status('source')}
            rows={1}
            testId="problem-form-source"
          />
        </Section>
        <Section id="examples" title={t('problemAdmin.form.sectionExamples')}>
          <ExamplesEditor {...part} />
        </Section>
        <Section id="tags-languages" title={t('problemAdmin.form.sectionTagsLanguages')}>
          <TagsField {...part} known={knownTags} />
          <LanguagesField {...part} languages={languages} />
        </Section>
        <Section id="judge" title={t('problemAdmin.form.sectionJudge')}>
          <CheckerSection {...part} />
        </Section>
        <Section id="cases" title={t('problemAdmin.form.sectionCases')}>
          <CasesSection {...part} />
        </Section>
        <Section id="files" title={t('problemAdmin.form.sectionFiles')}>
          <FilesSection {...part} />
        </Section>
        <Section id="options" title={t('problemAdmin.form.sectionOptions')}>
          <Row gutter={16}>
            <Col xs={24} sm={12}>
              <Form.Item label={t('problemAdmin.form.removeEndBlank')} extra={t('problemAdmin.form.removeEndBlankHint')}>
                <Switch
                  checked={form.isRemoveEndBlank}
                  onChange={(isRemoveEndBlank) => update({ isRemoveEndBlank })}
                  data-testid="problem-form-remove-end-blank"
                />
              </Form.Item>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item label={t('problemAdmin.form.openCaseResult')} extra={t('problemAdmin.form.openCaseResultHint')}>
                <Switch
                  checked={form.openCaseResult}
                  onChange={(openCaseResult) => update({ openCaseResult })}
                  data-testid="problem-form-open-case-result"
                />
              </Form.Item>
            </Col>
          </Row>
        </Section>
      </Form>
      <FormFooter
        prefix="problem"
        issuesTitle={t('problemAdmin.form.issuesTitle')}
        issues={issues.map((issue, i) => ({ key: `${issue.field}-${i}`, section: sectionOf(issue.field), text: issueText(issue) }))}
        serverError={serverError}
        saving={save.isPending}
        saveLabel={t('problemAdmin.form.save')}
        onSave={onSave}
      />
    </div>
  );
}
