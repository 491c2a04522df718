import { Col, Form, Radio, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { SealChoice, sealChoiceAllowed } from '@arbiter/contract';
import { formatTime } from '@/utils/time.ts';
import { durationSeconds, effectiveSealChoice, sealRankTimeOf } from './model.ts';
import { SwitchField, type ContestPartProps } from './parts.tsx';

const SEAL_CHOICES = [
  { value: SealChoice.LAST_30_MIN, key: 'last30' },
  { value: SealChoice.LAST_60_MIN, key: 'last60' },
  { value: SealChoice.WHOLE, key: 'whole' },
] as const;

/**
 * The scoreboard's seal (part 3 §4: 30 or 60 minutes before the end, or the whole contest; the
 * shorter seals need that much time) and the other switches of the board and the contest.
 */
export function BoardFields({ form, update }: ContestPartProps) {
  const { t } = useTranslation();
  const seconds = durationSeconds(form);
  const sealTime = sealRankTimeOf(form);
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.sealRank')}
          hint={t('adminContest.form.sealRankHint')}
          checked={form.sealRank}
          onChange={(sealRank) => update({ sealRank })}
          testId="contest-form-seal"
        />
      </Col>
      <Col xs={24} md={12}>
        {form.sealRank ? (
          <Form.Item
            label={t('adminContest.form.sealTime')}
            extra={sealTime ? t('adminContest.form.sealFrom', { time: formatTime(sealTime) }) : t('adminContest.form.sealNeedsTimes')}
          >
            <Radio.Group
              value={effectiveSealChoice(form)}
              onChange={(e) => update({ sealChoice: e.target.value as number })}
              options={SEAL_CHOICES.map(({ value, key }) => ({
                value,
                label: t(`adminContest.form.seal.${key}`),
                disabled: !sealChoiceAllowed(value, seconds),
              }))}
              className="admin-contest-seal"
              data-testid="contest-form-seal-choice"
            />
          </Form.Item>
        ) : null}
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.autoRealRank')}
          hint={t('adminContest.form.autoRealRankHint')}
          checked={form.autoRealRank}
          onChange={(autoRealRank) => update({ autoRealRank })}
          testId="contest-form-auto-real-rank"
        />
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.openRank')}
          hint={t('adminContest.form.openRankHint')}
          checked={form.openRank}
          onChange={(openRank) => update({ openRank })}
          testId="contest-form-open-rank"
        />
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.openPrint')}
          hint={t('adminContest.form.openPrintHint')}
          checked={form.openPrint}
          onChange={(openPrint) => update({ openPrint })}
          testId="contest-form-open-print"
        />
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.allowEndSubmit')}
          hint={t('adminContest.form.allowEndSubmitHint')}
          checked={form.allowEndSubmit}
          onChange={(allowEndSubmit) => update({ allowEndSubmit })}
          testId="contest-form-allow-end-submit"
        />
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.rated')}
          hint={t('adminContest.form.ratedHint')}
          checked={form.rated}
          onChange={(rated) => update({ rated })}
          testId="contest-form-rated"
        />
      </Col>
      <Col xs={24} md={12}>
        <SwitchField
          label={t('adminContest.form.visible')}
          hint={t('adminContest.form.visibleHint')}
          checked={form.visible}
          onChange={(visible) => update({ visible })}
          testId="contest-form-visible"
        />
      </Col>
    </Row>
  );
}
