import { Button, ColorPicker, Form, Input, InputNumber, Radio, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { AwardType } from '@arbiter/contract';
import { addAwardRow, changeAwardType, type AwardRow } from './model.ts';
import { useContestFieldStatus, type ContestPartProps } from './parts.tsx';

function awardKey(type: number): 'none' | 'proportion' | 'count' {
  if (type === AwardType.PROPORTION) return 'proportion';
  if (type === AwardType.COUNT) return 'count';
  return 'none';
}

/**
 * The awards of the board: none, a share of the ranked participants (percent) or a number of
 * places per level. Each level has a priority (1 first), a name, its colours and its share or count.
 */
export function AwardFields({ form, update, issues }: ContestPartProps) {
  const { t } = useTranslation();
  const status = useContestFieldStatus(issues);
  const percent = form.awardType === AwardType.PROPORTION;
  const setRow = (key: string, patch: Partial<AwardRow>) =>
    update((f) => ({ ...f, awards: f.awards.map((a) => (a.key === key ? { ...a, ...patch } : a)) }));

  return (
    <>
      <Form.Item
        label={t('adminContest.form.awardType')}
        extra={t(`adminContest.form.awardTypeHint.${awardKey(form.awardType)}`)}
        {...status('awards')}
      >
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          value={form.awardType}
          onChange={(e) => update((f) => changeAwardType(f, e.target.value as number))}
          options={[
            { value: AwardType.NONE, label: t('adminContest.form.awardNone') },
            { value: AwardType.PROPORTION, label: t('adminContest.form.awardProportion') },
            { value: AwardType.COUNT, label: t('adminContest.form.awardCount') },
          ]}
          data-testid="contest-form-award-type"
        />
      </Form.Item>
      {form.awardType === AwardType.NONE ? null : (
        <div className="admin-awards" data-testid="contest-form-awards">
          <div className="admin-award admin-award--head" aria-hidden>
            <span>{t('adminContest.form.awardPriority')}</span>
            <span>{t('adminContest.form.awardName')}</span>
            <span>{t('adminContest.form.awardBackground')}</span>
            <span>{t('adminContest.form.awardColor')}</span>
            <span>{percent ? t('adminContest.form.awardPercent') : t('adminContest.form.awardPlaces')}</span>
            <span>{t('adminContest.form.awardPreview')}</span>
            <span />
          </div>
          {form.awards.map((a, i) => {
            const n = i + 1;
            const at = (field: string) => status(`awards.${i}.${field}`);
            return (
              <div key={a.key} className="admin-award" data-testid={`contest-form-award-${i}`}>
                <Form.Item label={t('adminContest.form.awardPriority')} {...at('priority')}>
                  <InputNumber
                    className="admin-number"
                    min={1}
                    max={100}
                    precision={0}
                    value={a.priority}
                    onChange={(v) => setRow(a.key, { priority: typeof v === 'number' ? v : null })}
                    aria-label={t('adminContest.form.awardFieldOf', { field: t('adminContest.form.awardPriority'), n })}
                  />
                </Form.Item>
                <Form.Item label={t('adminContest.form.awardName')} {...at('name')}>
                  <Input
                    value={a.name}
                    maxLength={50}
                    onChange={(e) => setRow(a.key, { name: e.target.value })}
                    aria-label={t('adminContest.form.awardFieldOf', { field: t('adminContest.form.awardName'), n })}
                    data-testid={`contest-form-award-name-${i}`}
                  />
                </Form.Item>
                <Form.Item label={t('adminContest.form.awardBackground')}>
                  <ColorPicker
                    value={a.background}
                    disabledAlpha
                    showText
                    onChange={(c) => setRow(a.key, { background: c.toHexString() })}
                  />
                </Form.Item>
                <Form.Item label={t('adminContest.form.awardColor')}>
                  <ColorPicker value={a.color} disabledAlpha showText onChange={(c) => setRow(a.key, { color: c.toHexString() })} />
                </Form.Item>
                <Form.Item label={percent ? t('adminContest.form.awardPercent') : t('adminContest.form.awardPlaces')} {...at('num')}>
                  <InputNumber
                    className="admin-number"
                    min={0}
                    max={percent ? 100 : 100_000}
                    precision={0}
                    suffix={percent ? '%' : undefined}
                    value={a.num}
                    onChange={(v) => setRow(a.key, { num: typeof v === 'number' ? v : null })}
                    aria-label={t('adminContest.form.awardFieldOf', { field: t('adminContest.form.awardPlaces'), n })}
                    data-testid={`contest-form-award-num-${i}`}
                  />
                </Form.Item>
                <Form.Item label={t('adminContest.form.awardPreview')}>
                  <span className="admin-award__preview" style={{ background: a.background, color: a.color }}>
                    {a.name.trim() || t('adminContest.form.awardUnnamed')}
                  </span>
                </Form.Item>
                <Tooltip title={t('adminContest.form.removeAward', { n })}>
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('adminContest.form.removeAward', { n })}
                    onClick={() => update((f) => ({ ...f, awards: f.awards.filter((x) => x.key !== a.key) }))}
                    className="admin-award__remove"
                    data-testid={`contest-form-award-remove-${i}`}
                  />
                </Tooltip>
              </div>
            );
          })}
          <Button
            type="dashed"
            icon={<PlusOutlined />}
            onClick={() => update((f) => ({ ...f, awards: addAwardRow(f.awards) }))}
            disabled={form.awards.length >= 20}
            data-testid="contest-form-award-add"
          >
            {t('adminContest.form.addAward')}
          </Button>
        </div>
      )}
    </>
  );
}
