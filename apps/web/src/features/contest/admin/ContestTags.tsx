import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContestAuth, ContestStatus, ContestType, contestStatusAt } from '@arbiter/contract';

/** The small labels of the contest tables: rule type, auth, status. */

/** ACM or OI: a contest's rule type or a problem's type (both use 0 for ACM and 1 for OI). */
export function RuleTypeTag({ type }: { type: number }) {
  return <Tag color={type === ContestType.OI ? 'purple' : 'blue'}>{type === ContestType.OI ? 'OI' : 'ACM'}</Tag>;
}

export function AuthTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  if (auth === ContestAuth.PRIVATE) return <Tag color="red">{t('contestAuth.private')}</Tag>;
  if (auth === ContestAuth.PROTECTED) return <Tag color="orange">{t('contestAuth.protected')}</Tag>;
  return <Tag color="green">{t('contestAuth.public')}</Tag>;
}

/** The status as the clock says it now (the stored one may be older). */
export function StatusTag({ startTime, endTime }: { startTime: string; endTime: string }) {
  const { t } = useTranslation();
  const status = contestStatusAt(startTime, endTime);
  if (status === ContestStatus.SCHEDULED) return <Tag color="processing">{t('contestStatus.scheduled')}</Tag>;
  if (status === ContestStatus.RUNNING) return <Tag color="success">{t('contestStatus.running')}</Tag>;
  return <Tag>{t('contestStatus.ended')}</Tag>;
}
