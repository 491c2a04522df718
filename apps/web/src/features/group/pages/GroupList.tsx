import { useMemo, useState } from 'react';
import { Button, Card, Col, Empty, Input, Pagination, Row, Segmented, Skeleton, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LIST_PAGE_SIZES, GroupAuth, type GroupVO } from '@arbiter/contract';
import { FilterChip } from '@/components/common/FilterChip.tsx';
import { authDialog } from '@/session/authDialog.ts';
import { useSession } from '@/session/session.ts';
import { toast } from '@/ui/feedback.ts';
import { getGroupList } from '../api/group.ts';
import { groupKeys } from '../api/keys.ts';
import { GroupCard } from '../components/GroupCard.tsx';
import { GroupCreateDialog } from '../components/GroupCreateDialog.tsx';
import { groupPath } from '../shell/groupScope.ts';
import { changeGroupFilters, groupFiltersToSearch, groupListParams, parseGroupFilters, type GroupListFilters } from './listQuery.ts';
import './group.css';

const AUTHS = [null, GroupAuth.PUBLIC, GroupAuth.PROTECTED, GroupAuth.PRIVATE] as const;
const AUTH_KEY = { 1: 'public', 2: 'protected', 3: 'private' } as const;

/** /group — the groups, with their filters in the URL (spec part 3 §2.3). */
export default function GroupList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { token } = useSession();
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => parseGroupFilters(search), [search]);
  const change = (patch: Partial<GroupListFilters>) => setSearch(groupFiltersToSearch(changeGroupFilters(filters, patch)));
  const [creating, setCreating] = useState(false);

  const params = groupListParams(filters);
  const list = useQuery({
    queryKey: groupKeys.list(params, token),
    queryFn: () => getGroupList(params),
    placeholderData: keepPreviousData,
  });

  // Opening or creating a group needs a login (spec part 3 §2.3).
  const needLogin = () => {
    toast.warning(t('errors.pleaseLogin'));
    authDialog.open('login');
  };
  const open = (g: GroupVO) => (token ? void navigate(groupPath.root(g.id)) : needLogin());

  return (
    <div className="page group-list" data-testid="group-list-page">
      <Card
        title={t('group.list.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => (token ? setCreating(true) : needLogin())}
            data-testid="group-create"
          >
            {t('group.list.create')}
          </Button>
        }
      >
        <div className="group-list__filters">
          <Input.Search
            allowClear
            defaultValue={filters.keyword}
            key={filters.keyword}
            placeholder={t('group.list.search')}
            onSearch={(keyword) => change({ keyword: keyword.trim() })}
            className="group-list__search"
            data-testid="group-search"
          />
          <Tooltip title={token ? '' : t('group.list.mineNeedsLogin')}>
            <Segmented
              disabled={!token}
              value={filters.onlyMine ? 'mine' : 'all'}
              onChange={(v) => change({ onlyMine: v === 'mine' })}
              options={[
                { value: 'all', label: t('group.list.all') },
                { value: 'mine', label: t('group.list.mine') },
              ]}
              data-testid="group-mine-toggle"
            />
          </Tooltip>
        </div>
        <div className="group-list__auths">
          {AUTHS.map((auth) => (
            <FilterChip
              key={auth ?? 'all'}
              checked={filters.auth === auth}
              onChange={() => change({ auth })}
              data-testid={`group-filter-${auth === null ? 'all' : AUTH_KEY[auth]}`}
            >
              {auth === null ? t('group.list.allAuth') : t(`group.auth.${AUTH_KEY[auth]}`)}
            </FilterChip>
          ))}
        </div>
        {list.isPending ? (
          <Skeleton active paragraph={{ rows: 6 }} />
        ) : (list.data?.records.length ?? 0) === 0 ? (
          <Empty description={t('group.list.empty')} data-testid="group-list-empty" />
        ) : (
          <Row gutter={[16, 16]} data-testid="group-cards">
            {list.data?.records.map((g) => (
              <Col key={g.id} xs={24} sm={12} lg={8}>
                <GroupCard group={g} onOpen={() => open(g)} onAuth={(auth) => change({ auth })} />
              </Col>
            ))}
          </Row>
        )}
        <Pagination
          className="group-list__pager"
          current={filters.currentPage}
          pageSize={filters.limit}
          total={list.data?.total ?? 0}
          showSizeChanger
          pageSizeOptions={GROUP_LIST_PAGE_SIZES.map(String)}
          onChange={(currentPage, limit) => change(limit !== filters.limit ? { limit } : { currentPage })}
          hideOnSinglePage={false}
          size="small"
        />
      </Card>
      <GroupCreateDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => {
          setCreating(false);
          void queryClient.invalidateQueries({ queryKey: groupKeys.listOf });
        }}
      />
    </div>
  );
}
