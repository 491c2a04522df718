import { useState } from 'react';
import { Avatar, Button, Card, Input, Popconfirm, Select, Space, Table, Tabs, Tag, type TableColumnsType } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, GroupLevel, type GroupMemberVO } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { formatTime } from '@/utils/time.ts';
import { getApplyList, getMemberList, removeMember, updateMember } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { useTablePaging } from '../components/useTablePaging.ts';
import { MEMBER_LEVELS, canChangeLevel, canGiveLevel, canRemove, type Actor } from '../components/memberRules.ts';
import { useGroupScope } from '../shell/groupScope.ts';

const LEVEL_KEY: Record<number, 'applying' | 'refused' | 'member' | 'admin' | 'root'> = {
  1: 'applying',
  2: 'refused',
  3: 'member',
  4: 'admin',
  5: 'root',
};
const LEVEL_COLOR: Record<number, string> = { 1: 'blue', 2: 'red', 3: 'default', 4: 'orange', 5: 'gold' };

function LevelTag({ auth }: { auth: number }) {
  const { t } = useTranslation();
  return <Tag color={LEVEL_COLOR[auth]}>{t(`group.level.${LEVEL_KEY[auth] ?? 'member'}`)}</Tag>;
}

/** One page of members or applications, searched by username. */
function MemberTable({ applications }: { applications: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const { gid, group, level, isOwner, refresh } = useGroupScope();
  const paging = useTablePaging(GROUP_PAGE_SIZES.other);
  const [keyword, setKeyword] = useState('');
  const params = { gid, currentPage: paging.currentPage, limit: paging.limit, ...(keyword ? { keyword } : {}) };
  const list = useQuery({
    queryKey: applications ? groupKeys.applications(params) : groupKeys.members(params),
    queryFn: () => (applications ? getApplyList(params) : getMemberList(params)),
    placeholderData: keepPreviousData,
  });
  const actor: Actor = { uid: user?.uid ?? '', level, isOwner };
  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: groupKeys.of(gid) });
    refresh();
  };
  const setLevel = async (row: GroupMemberVO, auth: number) => {
    await updateMember({ gid, uid: row.uid, auth });
    toast.success(t('group.members.updated'));
    changed();
  };
  const remove = async (row: GroupMemberVO) => {
    await removeMember(gid, row.uid);
    toast.success(t('group.members.removed'));
    changed();
  };

  const columns: TableColumnsType<GroupMemberVO> = [
    {
      title: t('group.members.user'),
      dataIndex: 'username',
      render: (name: string, row) => (
        <Space>
          <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />
          <Link to={`/user-home?username=${encodeURIComponent(name)}`}>{name}</Link>
        </Space>
      ),
    },
    {
      title: t('group.members.level'),
      dataIndex: 'auth',
      width: 170,
      render: (auth: number, row) =>
        canChangeLevel(actor, row, group.uid) ? (
          <Select
            size="small"
            value={auth}
            style={{ width: 150 }}
            onChange={(v) => void setLevel(row, v)}
            data-testid={`group-member-level-${row.username}`}
            options={[...(applications ? [GroupLevel.APPLYING, GroupLevel.REFUSED] : []), ...MEMBER_LEVELS].map((l) => ({
              value: l,
              label: t(`group.level.${LEVEL_KEY[l] ?? 'member'}`),
              disabled: !canGiveLevel(actor, row, l),
            }))}
          />
        ) : (
          <LevelTag auth={auth} />
        ),
    },
    ...(applications ? [{ title: t('group.members.reason'), dataIndex: 'reason', render: (r: string | null) => r || '--' }] : []),
    {
      title: applications ? t('group.members.appliedAt') : t('group.members.joinedAt'),
      dataIndex: 'gmtCreate',
      width: 160,
      responsive: ['md'],
      render: (v: string) => formatTime(v, 'YYYY-MM-DD HH:mm'),
    },
    ...(level >= GroupLevel.ADMIN
      ? [
          {
            title: t('group.common.actions'),
            key: 'actions',
            width: applications ? 200 : 90,
            render: (_: unknown, row: GroupMemberVO) => (
              <Space wrap>
                {applications && row.auth === GroupLevel.APPLYING && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      onClick={() => void setLevel(row, GroupLevel.MEMBER)}
                      data-testid={`group-accept-${row.username}`}
                    >
                      {t('group.members.accept')}
                    </Button>
                    <Button
                      size="small"
                      onClick={() => void setLevel(row, GroupLevel.REFUSED)}
                      data-testid={`group-refuse-${row.username}`}
                    >
                      {t('group.members.refuse')}
                    </Button>
                  </>
                )}
                {canRemove(actor, row, group.uid) && (
                  <Popconfirm
                    title={t('group.members.removeConfirm', { name: row.username })}
                    onConfirm={() => remove(row)}
                    okText={t('group.common.ok')}
                    cancelText={t('group.common.cancel')}
                  >
                    <Button size="small" danger data-testid={`group-remove-${row.username}`}>
                      {t('group.members.remove')}
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Input.Search
        allowClear
        placeholder={t('group.members.search')}
        onSearch={(v) => {
          setKeyword(v.trim());
          paging.reset();
        }}
        className="group-list__search group-members__search"
      />
      <Table<GroupMemberVO>
        rowKey="uid"
        size="middle"
        columns={columns}
        dataSource={list.data?.records ?? []}
        loading={list.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={paging.pagination(list.data?.total ?? 0)}
        data-testid={applications ? 'group-applications' : 'group-members'}
      />
    </>
  );
}

/** /group/:groupID/member — the members, and for group admins the applications (spec part 3 §2.3). */
export default function GroupMembers() {
  const { t } = useTranslation();
  const { isAdmin } = useGroupScope();
  return (
    <Card title={t('group.members.title')} data-testid="group-members-page">
      {isAdmin ? (
        <Tabs
          items={[
            { key: 'members', label: t('group.members.list'), children: <MemberTable applications={false} /> },
            {
              key: 'applications',
              label: <span data-testid="group-applications-tab">{t('group.members.applications')}</span>,
              children: <MemberTable applications />,
            },
          ]}
        />
      ) : (
        <MemberTable applications={false} />
      )}
    </Card>
  );
}
