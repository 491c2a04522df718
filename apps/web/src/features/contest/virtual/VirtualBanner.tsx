import { Alert } from 'antd';
import { FieldTimeOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useNow } from '@/hooks/useNow.ts';
import { contestPath, useContestScope } from '../pages/contestScope.ts';
import { useVirtualRun } from './useVirtualRun.ts';
import { runClockAt } from './virtualClock.ts';

/**
 * Above the tabs of an ended contest (but its Virtual tab, which shows the clock itself) while the caller sits it virtually: the run's time left (the
 * contest's own header says Ended) and the way to its board. Gone once the run is over.
 */
export function VirtualBanner() {
  const { t } = useTranslation();
  const { cid, status, offset } = useContestScope();
  const state = useVirtualRun(cid, status);
  const now = useNow(1000) + offset;
  const run = state.data?.run;
  if (!run) return null;
  const clock = runClockAt(run, now);
  if (!clock.running) return null;
  return (
    <Alert
      className="virtual-banner"
      type="success"
      showIcon
      icon={<FieldTimeOutlined />}
      message={<span role="timer">{t('contestVirtual.banner', { left: clock.left })}</span>}
      action={<Link to={contestPath.tab(cid, 'virtual')}>{t('contestVirtual.bannerLink')}</Link>}
      data-testid="virtual-banner"
    />
  );
}
