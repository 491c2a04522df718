import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestType, OI_RANK_SCORE_TYPES, RANK_SHOW_NAMES, type OiRankScoreType, type RankShowName } from '@arbiter/contract';
import { useContestFieldStatus, type ContestPartProps } from './parts.tsx';

/** Rule type (fixed once created), who may enter (and the password), the names on the board and the OI score rule. */
export function RuleFields({ form, update, issues }: ContestPartProps) {
  const { t } = useTranslation();
  const status = useContestFieldStatus(issues);
  const editing = form.id !== null;
  const oi = form.type === ContestType.OI;
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item label={t('adminContest.form.type')} extra={editing ? t('adminContest.form.typeFixed') : t('adminContest.form.typeHint')}>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            disabled={editing}
            value={form.type}
            onChange={(e) => update({ type: e.target.value as number })}
            options={[
              { value: ContestType.ACM, label: 'ACM' },
              { value: ContestType.OI, label: 'OI' },
            ]}
            data-testid="contest-form-type"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('adminContest.form.rankShowName')} extra={t('adminContest.form.rankShowNameHint')}>
          <Select<RankShowName>
            value={form.rankShowName}
            onChange={(rankShowName) => update({ rankShowName })}
            options={RANK_SHOW_NAMES.map((name) => ({ value: name, label: t(`adminContest.form.showName.${name}`) }))}
            data-testid="contest-form-rank-show-name"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={t('adminContest.form.auth')} extra={t(`adminContest.form.authHint.${authKey(form.auth)}`)}>
          <Radio.Group
            optionType="button"
            value={form.auth}
            onChange={(e) => update({ auth: e.target.value as number })}
            options={[
              { value: ContestAuth.PUBLIC, label: t('contestAuth.public') },
              { value: ContestAuth.PRIVATE, label: t('contestAuth.private') },
              { value: ContestAuth.PROTECTED, label: t('contestAuth.protected') },
            ]}
            data-testid="contest-form-auth"
          />
        </Form.Item>
      </Col>
      {form.auth !== ContestAuth.PUBLIC ? (
        <Col xs={24} md={12}>
          <Form.Item
            label={t('adminContest.form.password')}
            required
            extra={editing ? t('adminContest.form.passwordChangeHint') : undefined}
            {...status('pwd')}
          >
            <Input.Password
              value={form.pwd}
              maxLength={255}
              autoComplete="new-password"
              onChange={(e) => update({ pwd: e.target.value })}
              data-testid="contest-form-password"
            />
          </Form.Item>
        </Col>
      ) : null}
      {oi ? (
        <Col xs={24} md={12}>
          <Form.Item label={t('adminContest.form.oiRankScoreType')} extra={t(`adminContest.form.oiScoreHint.${form.oiRankScoreType}`)}>
            <Radio.Group
              optionType="button"
              value={form.oiRankScoreType}
              onChange={(e) => update({ oiRankScoreType: e.target.value as OiRankScoreType })}
              options={OI_RANK_SCORE_TYPES.map((type) => ({ value: type, label: t(`adminContest.form.oiScore.${type}`) }))}
              data-testid="contest-form-oi-score"
            />
          </Form.Item>
        </Col>
      ) : null}
    </Row>
  );
}

function authKey(auth: number): 'public' | 'private' | 'protected' {
  if (auth === ContestAuth.PRIVATE) return 'private';
  if (auth === ContestAuth.PROTECTED) return 'protected';
  return 'public';
}
