import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSysNoticeVO, SysNoticeType } from '@arbiter/contract';

const TYPE_COLOUR: Record<SysNoticeType, string> = { All: 'blue', Single: 'green', Admin: 'purple' };

/** Who a notice went to: its type as a tag, and the user of a notice to one user. */
export function NoticeRecipients({ notice }: { notice: AdminSysNoticeVO }) {
  const { t } = useTranslation();
  return (
    <span className="notice-recipients">
      <Tag color={TYPE_COLOUR[notice.type]}>{t(`adminNotice.type.${notice.type}`)}</Tag>
      {notice.type === 'Single' ? (
        notice.recipientUsername ? (
          <span>{notice.recipientUsername}</span>
        ) : (
          <Typography.Text type="secondary">{t('adminNotice.list.recipientGone')}</Typography.Text>
        )
      ) : null}
    </span>
  );
}

/** How many recipients read the notice of how many received it, or that it was never pushed. */
export function NoticeReadCount({ notice }: { notice: AdminSysNoticeVO }) {
  const { t } = useTranslation();
  if (!notice.state) return <Tag>{t('adminNotice.list.notPushed')}</Tag>;
  return (
    <span>
      {notice.read} / {notice.recipients}
    </span>
  );
}
