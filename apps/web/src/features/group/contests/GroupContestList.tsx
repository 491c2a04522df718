import { useState } from 'react';
import { Button, Card, List, Pagination } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_PAGE_SIZES, type ContestVO } from '@arbiter/contract';
import { ContestListRow } from '@/features/contest/index.ts';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { useGroupScope } from '../shell/groupScope.ts';
import { getGroupContests } from './api.ts';
import { groupContestKeys } from './keys.ts';
import { groupContestPath } from './paths.ts';

const PAGE_SIZE = GROUP_PAGE_SIZES.other;

/**
 * /group/:groupID/contest — the group's visible contests as the contest list shows them (spec part 3
 * §2.3); a contest opens on the contest pages, which admit the group's members. Group admins switch
 * to the admin list from here.
 */
export default function GroupContestList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { gid, isAdmin } = useGroupScope();
  const [currentPage, setCurrentPage] = useState(1);
  const params = { gid, currentPage, limit: PAGE_SIZE };
  const list = useQuery({
    queryKey: groupContestKeys.list(params),
    queryFn: () => getGroupContests(params),
    placeholderData: keepPreviousData,
  });
  const open = (c: ContestVO) => void navigate(`/contest/${c.id}`);

  return (
    <Card
      title={t('groupContest.list.title')}
      className="contest-list__card"
      extra={
        isAdmin ? (
          <Button icon={<SettingOutlined />} onClick={() => void navigate(groupContestPath.admin(gid))} data-testid="group-contest-admin">
            {t('groupContest.list.admin')}
          </Button>
        ) : null
      }
      data-testid="group-contest-list"
    >
      <List<ContestVO>
        className="contest-list__items"
        loading={list.isFetching}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: <EmptyState text={t('groupContest.list.empty')} /> }}
        renderItem={(c) => <ContestListRow key={c.id} contest={c} onOpen={open} />}
      />
      <Pagination
        className="contest-list__pager"
        current={currentPage}
        pageSize={PAGE_SIZE}
        total={list.data?.total ?? 0}
        showSizeChanger={false}
        hideOnSinglePage
        size="small"
        onChange={setCurrentPage}
      />
    </Card>
  );
}
