import { useEffect } from 'react';
import { Alert, App, Button, Card, Form, Input, InputNumber, Switch, Typography } from 'antd';
import { FundProjectionScreenOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ContestStatus, type ContestVO } from '@arbiter/contract';
import { getContestRank } from '../api/scoreboard.ts';
import { contestKeys } from '../api/keys.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { DEFAULT_BOARD_FILTERS, medalDefaults, rankRequest, scrollBoardHref, type MedalCounts } from './boardQuery.ts';
import { useContestStatus } from './useContestStatus.ts';
import './scoreboard.css';

interface SetupValues {
  gold: number | null;
  silver: number | null;
  bronze: number | null;
  removeStar: boolean;
}

const MEDAL_FIELDS = ['gold', 'silver', 'bronze'] as const;

/**
 * The rolling board's setup tab (spec part 2 §2.13): medal counts (10 %, 20 % and 30 % of the
 * ranked non-star rows by default, editable), the remove-star switch and Start Rolling, which opens
 * /scrollBoard in a new window, after a confirmation while the contest is not over.
 */
export default function ScrollBoardSetup({ contest }: { contest: ContestVO }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { token } = useSession();
  const { status } = useContestStatus(contest);
  const [form] = Form.useForm<SetupValues>();

  // The ranked rows are the board without star users; one row per page is enough to read the total.
  const ranked = useQuery({
    queryKey: contestKeys.board.rankedTotal(contest.id, token),
    queryFn: () =>
      getContestRank(
        rankRequest(contest.id, { ...DEFAULT_BOARD_FILTERS, limit: 10, removeStar: true }, { forceRefresh: false, allowEndSubmit: false }),
      ),
  });
  const rankedCount = ranked.data?.total ?? null;

  // The defaults arrive with the board; counts the admin already typed stay.
  useEffect(() => {
    if (rankedCount === null || form.isFieldsTouched([...MEDAL_FIELDS])) return;
    const [gold, silver, bronze] = medalDefaults(rankedCount);
    form.setFieldsValue({ gold, silver, bronze });
  }, [rankedCount, form]);

  const open = (values: SetupValues) => {
    const medals = MEDAL_FIELDS.map((f) => values[f] ?? 0) as MedalCounts;
    const win = window.open(scrollBoardHref(contest.id, values.removeStar, medals), '_blank');
    if (!win) toast.warning(t('scoreboard.popupBlocked'));
  };

  const start = (values: SetupValues) => {
    if (status === ContestStatus.ENDED) {
      open(values);
      return;
    }
    modal.confirm({
      title: t('scoreboard.notEndedTitle'),
      content: t('scoreboard.notEndedText'),
      okText: t('scoreboard.confirm'),
      cancelText: t('scoreboard.cancel'),
      onOk: () => open(values),
    });
  };

  const countRules = [
    { required: true, message: t('scoreboard.countInvalid') },
    { type: 'integer' as const, min: 0, message: t('scoreboard.countInvalid') },
  ];

  return (
    <Card className="sb-setup" title={t('scoreboard.setupTitle')} data-testid="scroll-board-setup">
      <Typography.Paragraph type="secondary">{t('scoreboard.setupIntro')}</Typography.Paragraph>
      {contest.sealRank ? null : <Alert className="sb-setup__alert" type="warning" showIcon title={t('scoreboard.needsSeal')} />}
      <Form<SetupValues>
        form={form}
        layout="vertical"
        className="sb-setup__form"
        initialValues={{ gold: 0, silver: 0, bronze: 0, removeStar: false }}
        onFinish={start}
      >
        <Form.Item label={t('scoreboard.contestId')}>
          <Input value={contest.id} readOnly disabled data-testid="scroll-setup-cid" />
        </Form.Item>
        <div className="sb-setup__medals">
          {MEDAL_FIELDS.map((field) => (
            <Form.Item key={field} name={field} label={t(`scoreboard.${field}`)} rules={countRules}>
              <InputNumber min={0} precision={0} step={1} className="sb-setup__count" data-testid={`scroll-setup-${field}`} />
            </Form.Item>
          ))}
        </div>
        {rankedCount !== null ? (
          <Typography.Paragraph type="secondary" className="sb-setup__hint" data-testid="scroll-setup-ranked">
            {t('scoreboard.rankedHint', { count: rankedCount })}
          </Typography.Paragraph>
        ) : null}
        <Form.Item name="removeStar" label={t('scoreboard.removeStar')} valuePropName="checked">
          <Switch data-testid="scroll-setup-remove-star" />
        </Form.Item>
        <Button type="primary" htmlType="submit" icon={<FundProjectionScreenOutlined />} data-testid="scroll-setup-start">
          {t('scoreboard.startRolling')}
        </Button>
      </Form>
    </Card>
  );
}
