import { Button, Card, Col, DatePicker, Form, Input, Row, Switch, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_ADDRESS, SITE_CONFIG_LIMITS, WEB_ADDRESS, type WebSettings } from '@arbiter/contract';
import { queryKeys } from '@/api/queries.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { toast } from '@/ui/feedback.ts';
import { getWebConfig, saveWebConfig } from '../api/config.ts';
import { siteAdminKeys } from '../api/keys.ts';

const L = SITE_CONFIG_LIMITS;
type TextField = Exclude<keyof WebSettings, 'register' | 'examDate'>;

const FIELDS: { key: TextField; max: number; kind?: 'url' | 'image'; wide?: boolean; area?: boolean }[] = [
  { key: 'name', max: L.nameMax },
  { key: 'shortName', max: L.shortNameMax },
  { key: 'baseUrl', max: L.urlMax, kind: 'url', wide: true },
  { key: 'description', max: L.descriptionMax, wide: true, area: true },
  { key: 'recordName', max: L.nameMax },
  { key: 'recordUrl', max: L.urlMax, kind: 'url' },
  { key: 'projectName', max: L.nameMax },
  { key: 'projectUrl', max: L.urlMax, kind: 'url' },
  { key: 'quoteUrl', max: L.urlMax, kind: 'url', wide: true },
  { key: 'qrCodeUrl', max: L.urlMax, kind: 'image', wide: true },
  { key: 'examName', max: L.examNameMax },
];

/** The website fields (WebConfigDTO and ours), saved together. */
export function WebConfigCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<WebSettings>();
  const query = useQuery({ queryKey: siteAdminKeys.web, queryFn: getWebConfig });
  const save = useMutation({
    mutationFn: saveWebConfig,
    onSuccess: async (msg) => {
      toast.success(msg || t('siteAdmin.conf.saved'));
      await Promise.all([
        client.invalidateQueries({ queryKey: siteAdminKeys.web }),
        // The shell's header, footer and home page read these.
        client.invalidateQueries({ queryKey: queryKeys.websiteConfig }),
      ]);
    },
  });

  const addressRule = (kind: 'url' | 'image' | undefined) =>
    kind === undefined
      ? []
      : [
          kind === 'url'
            ? { pattern: WEB_ADDRESS, message: t('siteAdmin.conf.web.badUrl') }
            : { pattern: IMAGE_ADDRESS, message: t('siteAdmin.conf.web.badImage') },
        ];

  let body;
  if (query.isPending) body = <PageLoading />;
  else if (!query.data) body = <EmptyState text={t('siteAdmin.conf.loadFailed')} />;
  else {
    body = (
      <Form form={form} layout="vertical" initialValues={query.data} onFinish={(v) => save.mutate(v)} data-testid="web-config-form">
        <Typography.Paragraph type="secondary" className="site-config-hint">
          {t('siteAdmin.conf.web.hint')}
        </Typography.Paragraph>
        <Row gutter={16}>
          {FIELDS.map((f) => (
            <Col xs={24} md={f.wide ? 24 : 12} key={f.key}>
              <Form.Item
                name={f.key}
                label={t(`siteAdmin.conf.web.${f.key}`)}
                extra={f.key === 'baseUrl' ? t('siteAdmin.conf.web.baseUrlHint') : undefined}
                rules={addressRule(f.kind)}
              >
                {f.area ? (
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={f.max} data-testid={`web-${f.key}`} />
                ) : (
                  <Input maxLength={f.max} data-testid={`web-${f.key}`} />
                )}
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item
              name="examDate"
              label={t('siteAdmin.conf.web.examDate')}
              extra={t('siteAdmin.conf.web.examDateHint')}
              getValueProps={(value: string) => ({ value: value ? dayjs(value) : null })}
              normalize={(value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : '')}
            >
              <DatePicker className="site-config-number" data-testid="web-examDate" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="register" label={t('siteAdmin.conf.web.register')} valuePropName="checked">
              <Switch data-testid="web-register" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="web-save">
          {t('siteAdmin.conf.save')}
        </Button>
      </Form>
    );
  }
  return (
    <Card title={t('siteAdmin.conf.web.title')} size="small" data-testid="web-config-card">
      {body}
    </Card>
  );
}
