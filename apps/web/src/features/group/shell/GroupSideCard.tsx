import { useState } from 'react';
import { Avatar, Button, Card, Descriptions, Popconfirm, Space } from 'antd';
import { TeamOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { disbandGroup, exitGroup } from '../api/group.ts';
import { ApplyDialog } from '../components/ApplyDialog.tsx';
import { GroupAuthTag, HiddenTag } from '../components/GroupTags.tsx';
import { membershipAction, truncateName } from '../components/applyRules.ts';
import { useGroupScope } from './groupScope.ts';

/** The side card of a group's tabs: who and what the group is, and the viewer's membership buttons. */
export function GroupSideCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, user } = useSession();
  const { gid, group, level, isOwner, refresh } = useGroupScope();
  const [applying, setApplying] = useState(false);
  const action = membershipAction(level, Boolean(token));
  // A super admin counts as root without being a member: there is nothing to leave.
  const isSuperOnly = isOwner && user?.uid !== group.uid;

  const disband = async () => {
    await disbandGroup(gid);
    toast.success(t('group.side.disbanded'));
    refresh();
    void navigate('/group');
  };
  const leave = async () => {
    await exitGroup(gid);
    toast.success(t('group.side.exited'));
    refresh();
  };

  return (
    <Card className="group-side" data-testid="group-side-card">
      <div className="group-side__head">
        <Avatar size={96} shape="square" src={group.avatar || undefined} icon={<TeamOutlined />} alt={group.name} />
        <h2 className="group-side__name" title={group.name}>
          {truncateName(group.name)}
        </h2>
        <Space size={4} wrap>
          <GroupAuthTag auth={group.auth} />
          {!group.visible && <HiddenTag />}
        </Space>
      </div>
      <Descriptions column={1} size="small" className="group-side__facts">
        <Descriptions.Item label={t('group.side.owner')}>
          <Link to={`/user-home?username=${encodeURIComponent(group.owner)}`}>{group.owner}</Link>
        </Descriptions.Item>
        <Descriptions.Item label={t('group.side.created')}>{formatTime(group.gmtCreate, 'YYYY-MM-DD')}</Descriptions.Item>
        <Descriptions.Item label={t('group.side.number')}>{group.id}</Descriptions.Item>
        <Descriptions.Item label={t('group.side.members')}>{group.memberCount}</Descriptions.Item>
      </Descriptions>
      <Space wrap className="group-side__actions">
        {action === 'apply' && (
          <Button type="primary" onClick={() => setApplying(true)} data-testid="group-apply">
            {t('group.side.apply')}
          </Button>
        )}
        {action === 'applying' && (
          <Button disabled data-testid="group-applying">
            {t('group.side.applying')}
          </Button>
        )}
        {action === 'refused' && (
          <Button disabled danger data-testid="group-refused">
            {t('group.side.refused')}
          </Button>
        )}
        {action === 'exit' && !isSuperOnly && (
          <Popconfirm
            title={t('group.side.exitConfirm')}
            onConfirm={() => leave()}
            okText={t('group.common.ok')}
            cancelText={t('group.common.cancel')}
          >
            <Button data-testid="group-exit">{t('group.side.exit')}</Button>
          </Popconfirm>
        )}
        {isOwner && (
          <Popconfirm
            title={t('group.side.disbandConfirm', { name: group.name })}
            onConfirm={() => disband()}
            okText={t('group.common.ok')}
            cancelText={t('group.common.cancel')}
            okButtonProps={{ danger: true }}
          >
            <Button danger data-testid="group-disband">
              {t('group.side.disband')}
            </Button>
          </Popconfirm>
        )}
      </Space>
      <ApplyDialog
        gid={gid}
        auth={group.auth}
        open={applying}
        onClose={() => setApplying(false)}
        onDone={() => {
          setApplying(false);
          refresh();
        }}
      />
    </Card>
  );
}
