import { useMemo, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Switch } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RANK_SHOW_NAMES, TRAINING_AUTHS, TrainingAuth, type RankShowName, type TrainingCategory } from '@arbiter/contract';
import { getTrainingCategories } from '../api/admin-training.ts';
import { trainingAdminKeys } from '../api/admin-keys.ts';
import { ApiError } from '@/api/client.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { FormFooter, FormHead, FormSection } from '@/components/admin/FormFrame.tsx';
import { idParam } from '@/components/admin/listQuery.ts';
import { toast } from '@/ui/feedback.ts';
import { MarkdownField } from '@/features/problem/index.ts';
import { formFromTraining, newTrainingForm, toTrainingBody, type TrainingForm } from './form/model.ts';
import { TRAINING_LIMITS, validateTrainingForm } from './form/validate.ts';
import { trainingSectionOf, useTrainingFieldStatus, useTrainingIssueText } from './form/useTrainingIssues.ts';
import { useTrainingDesk } from './desk.ts';
import { CategoryTag } from './TrainingTags.tsx';
import './adminTraining.css';

/**
 * /admin/training/create and /admin/training/:trainingId/edit — one form for both (hoj-api §13.6);
 * a group's Training tab uses it through the group's desk.
 */
export default function TrainingEdit() {
  const { t } = useTranslation();
  const desk = useTrainingDesk();
  const raw = useParams().trainingId;
  const tid = raw === undefined ? null : idParam(raw);
  const invalid = tid !== null && Number.isNaN(tid);
  const stored = useQuery({
    queryKey: desk.keys.training(tid ?? 0),
    queryFn: () => desk.get(tid ?? 0),
    enabled: tid !== null && !invalid,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
  const categories = useQuery({ queryKey: trainingAdminKeys.categories, queryFn: getTrainingCategories });

  if (invalid || stored.isError || categories.isError) {
    return (
      <div className="admin-page">
        <Card>
          <EmptyState
            text={t('adminTraining.form.loadFailed')}
            testId="training-form-load-failed"
            action={
              <Space wrap>
                <Link to={desk.base}>
                  <Button icon={<ArrowLeftOutlined />}>{t('adminTraining.backToList')}</Button>
                </Link>
                {invalid ? null : (
                  <Button
                    icon={<ReloadOutlined />}
                    onClick={() => void Promise.all([categories.refetch(), tid === null ? null : stored.refetch()])}
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
  if (!categories.data || (tid !== null && !stored.data)) return <PageLoading />;
  const initial = stored.data ? formFromTraining(stored.data) : newTrainingForm();
  return <TrainingFormView key={tid ?? 'new'} initial={initial} categories={categories.data} />;
}

function TrainingFormView({ initial, categories }: { initial: TrainingForm; categories: readonly TrainingCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const desk = useTrainingDesk();
  const issueText = useTrainingIssueText();
  const [form, setForm] = useState(initial);
  const [attempted, setAttempted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const issues = useMemo(() => (attempted ? validateTrainingForm(form) : []), [attempted, form]);
  const status = useTrainingFieldStatus(issues);
  const editing = form.id !== null;
  const update = (patch: Partial<TrainingForm>) => setForm((f) => ({ ...f, ...patch }));

  const save = useMutation({
    mutationFn: (current: TrainingForm) => desk.save(toTrainingBody(current)),
    onSuccess: (msg) => {
      toast.success(msg || t(editing ? 'admin.common.updated' : 'admin.common.created'));
      void queryClient.invalidateQueries({ queryKey: desk.keys.all });
      void navigate(desk.base);
    },
    onError: (err) => setServerError(err instanceof ApiError ? err.message : null),
  });

  const onSave = () => {
    setAttempted(true);
    setServerError(null);
    const first = validateTrainingForm(form)[0];
    if (first) {
      toast.warning(issueText(first));
      document.getElementById(`training-section-${trainingSectionOf(first.field)}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      return;
    }
    save.mutate(form);
  };

  return (
    <div className="admin-page admin-training-form" data-testid="training-form">
      <FormHead
        prefix="training"
        back={{ to: desk.base, label: t('adminTraining.backToList') }}
        heading={editing ? t('adminTraining.form.editTitle', { id: form.id }) : t('adminTraining.form.createTitle')}
        view={editing && form.id !== null ? { to: desk.viewPath(form.id), label: t('adminTraining.form.viewTraining') } : null}
        saving={save.isPending}
        saveLabel={t('admin.common.save')}
        onSave={onSave}
      />
      <Form layout="vertical" component="div" className="admin-form">
        <FormSection prefix="training" id="basic" title={t('adminTraining.form.sectionBasic')}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item label={t('adminTraining.form.rank')} required extra={t('adminTraining.form.rankHint')} {...status('rank')}>
                <InputNumber<number>
                  value={form.rank}
                  min={0}
                  max={TRAINING_LIMITS.rankMax}
                  precision={0}
                  onChange={(rank) => update({ rank })}
                  className="admin-number"
                  data-testid="training-form-rank"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16}>
              <Form.Item label={t('adminTraining.form.title')} required {...status('title')}>
                <Input
                  value={form.title}
                  maxLength={TRAINING_LIMITS.titleMax}
                  onChange={(e) => update({ title: e.target.value })}
                  data-testid="training-form-title"
                />
              </Form.Item>
            </Col>
          </Row>
          <MarkdownField
            label={t('adminTraining.form.description')}
            required
            value={form.description}
            onChange={(description) => update({ description })}
            status={status('description')}
            rows={6}
            testId="training-form-description"
          />
        </FormSection>
        <FormSection prefix="training" id="access" title={t('adminTraining.form.sectionAccess')}>
          <Row gutter={16}>
            <Col xs={24} md={12}>
              <Form.Item label={t('adminTraining.form.category')} required {...status('categoryId')}>
                {categories.length === 0 ? (
                  <Alert
                    type="warning"
                    showIcon
                    title={t('adminTraining.form.noCategory')}
                    action={
                      <Link to="/admin/training/category">
                        <Button size="small" type="primary" data-testid="training-form-to-category">
                          {t('adminTraining.form.redirectToCategory')}
                        </Button>
                      </Link>
                    }
                    className="admin-training-no-category"
                    data-testid="training-form-no-category"
                  />
                ) : (
                  <Select<number>
                    value={form.categoryId ?? undefined}
                    placeholder={t('adminTraining.form.categoryPlaceholder')}
                    onChange={(categoryId) => update({ categoryId })}
                    options={categories.map((c) => ({ value: c.id, label: <CategoryTag name={c.name} color={c.color} /> }))}
                    data-testid="training-form-category"
                  />
                )}
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('adminTraining.form.rankShowName')} extra={t('adminTraining.form.rankShowNameHint')}>
                <Select<RankShowName>
                  value={form.rankShowName}
                  onChange={(rankShowName) => update({ rankShowName })}
                  options={RANK_SHOW_NAMES.map((name) => ({ value: name, label: t(`adminTraining.form.showName.${name}`) }))}
                  data-testid="training-form-rank-show-name"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item label={t('adminTraining.form.auth')} extra={t(`adminTraining.form.authHint.${form.auth}`)}>
                <Radio.Group
                  optionType="button"
                  value={form.auth}
                  onChange={(e) => update({ auth: e.target.value as TrainingAuth })}
                  options={TRAINING_AUTHS.map((auth) => ({ value: auth, label: t(`adminTraining.auth.${auth}`) }))}
                  data-testid="training-form-auth"
                />
              </Form.Item>
            </Col>
            {form.auth === TrainingAuth.PRIVATE ? (
              <Col xs={24} md={12}>
                <Form.Item
                  label={t('adminTraining.form.password')}
                  required
                  extra={editing ? t('adminTraining.form.passwordHint') : undefined}
                  {...status('privatePwd')}
                >
                  <Input.Password
                    value={form.privatePwd}
                    maxLength={TRAINING_LIMITS.passwordMax}
                    autoComplete="new-password"
                    onChange={(e) => update({ privatePwd: e.target.value })}
                    data-testid="training-form-password"
                  />
                </Form.Item>
              </Col>
            ) : null}
            <Col xs={24} md={12}>
              <Form.Item label={t('adminTraining.form.status')} extra={t('adminTraining.form.statusHint')}>
                <Switch checked={form.status} onChange={(checked) => update({ status: checked })} data-testid="training-form-status" />
              </Form.Item>
            </Col>
          </Row>
        </FormSection>
      </Form>
      <FormFooter
        prefix="training"
        issuesTitle={t('adminTraining.form.issuesTitle')}
        issues={issues.map((issue, i) => ({ key: `${issue.field}-${i}`, section: trainingSectionOf(issue.field), text: issueText(issue) }))}
        serverError={serverError}
        saving={save.isPending}
        saveLabel={t('admin.common.save')}
        onSave={onSave}
      />
    </div>
  );
}
