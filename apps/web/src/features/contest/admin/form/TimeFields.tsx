import { Alert, Col, DatePicker, Form, Grid, Input, Row } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/utils/time.ts';
import { durationSeconds, endsBeforeStart } from './model.ts';
import { useContestFieldStatus, type ContestPartProps } from './parts.tsx';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const NATIVE_FORMAT = 'YYYY-MM-DDTHH:mm:ss';

/**
 * A moment of the contest: antd's date-and-time panel on wide screens; under 768 px the phone's
 * own picker (the panel is wider than a phone).
 */
function MomentPicker({
  value,
  onChange,
  phone,
  placeholder,
  testId,
}: {
  value: number | null;
  onChange: (ms: number | null) => void;
  phone: boolean;
  placeholder: string;
  testId: string;
}) {
  if (phone) {
    return (
      <Input
        type="datetime-local"
        step={1}
        value={value === null ? '' : dayjs(value).format(NATIVE_FORMAT)}
        onChange={(e) => {
          const d = dayjs(e.target.value);
          onChange(e.target.value && d.isValid() ? d.startOf('second').valueOf() : null);
        }}
        data-testid={testId}
      />
    );
  }
  return (
    <DatePicker
      showTime={{ format: 'HH:mm:ss' }}
      format={PICKER_FORMAT}
      className="admin-contest-time"
      value={value === null ? null : dayjs(value)}
      onChange={(d: Dayjs | null) => onChange(d ? d.startOf('second').valueOf() : null)}
      placeholder={placeholder}
      data-testid={testId}
    />
  );
}

/** Start and end with the length between them; an end before the start makes the length 0 and says so. */
export function TimeFields({ form, update, issues }: ContestPartProps) {
  const { t } = useTranslation();
  const status = useContestFieldStatus(issues);
  const phone = !(Grid.useBreakpoint().md ?? true);
  const seconds = durationSeconds(form);
  return (
    <>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label={t('adminContest.form.startTime')} required {...status('startTime')}>
            <MomentPicker
              value={form.startTime}
              onChange={(startTime) => update({ startTime })}
              phone={phone}
              placeholder={t('adminContest.form.pickTime')}
              testId="contest-form-start"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label={t('adminContest.form.endTime')} required {...status('endTime')}>
            <MomentPicker
              value={form.endTime}
              onChange={(endTime) => update({ endTime })}
              phone={phone}
              placeholder={t('adminContest.form.pickTime')}
              testId="contest-form-end"
            />
          </Form.Item>
        </Col>
      </Row>
      <div className="admin-contest-duration" data-testid="contest-form-duration">
        <ClockCircleOutlined /> {t('adminContest.form.duration')}: <strong>{formatDuration(seconds)}</strong>
      </div>
      {endsBeforeStart(form) ? (
        <Alert
          type="warning"
          showIcon
          className="admin-contest-time-check"
          title={t('adminContest.form.timeCheck')}
          data-testid="contest-form-time-check"
        />
      ) : null}
    </>
  );
}
