import { Suspense, lazy } from 'react';
import { Avatar, Button, Card, Col, Collapse, Grid, Result, Row, Skeleton, Space, Statistic, Tabs, Tag, Tooltip } from 'antd';
import {
  GithubOutlined,
  LinkOutlined,
  ManOutlined,
  ReloadOutlined,
  BankOutlined,
  UserOutlined,
  WomanOutlined,
  ClockCircleOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SolvedProblem, UserHomeVO } from '@arbiter/contract';
import { getUserCalendarHeatmap, getUserHomeInfo } from '../../api/account.ts';
import { queryKeys } from '../../api/queries.ts';
import { EmptyState } from '../../components/common/EmptyState.tsx';
import { LazyMarkdown } from '../../components/common/LazyMarkdown.tsx';
import { TitleTag } from '../../components/common/TitleTag.tsx';
import { useSession } from '../../session/session.ts';
import { formatTime } from '../../utils/time.ts';
import { RatingHistory } from '@/features/rank/index.ts';
import './userHome.css';

const CalendarHeatmap = lazy(() => import('./CalendarHeatmap.tsx'));

const DIFFICULTY_COLORS = ['green', 'orange', 'red'] as const;

function safeUrl(url: string | null): string | null {
  if (!url) return null;
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** /user-home?uid&username — a user's profile, counters, heatmap and solved problems (spec part 1 §2.7). */
export default function UserHome() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { user: me } = useSession();
  const screens = Grid.useBreakpoint();
  const uid = params.get('uid') ?? '';
  const username = params.get('username') ?? '';
  const lookup = { ...(uid ? { uid } : {}), ...(username ? { username } : {}) };
  const anonymousSelf = !uid && !username && !me;

  const home = useQuery({
    queryKey: queryKeys.userHome(uid, username),
    queryFn: () => getUserHomeInfo(lookup),
    enabled: !anonymousSelf,
  });
  const heatmap = useQuery({
    queryKey: queryKeys.heatmap(uid, username),
    queryFn: () => getUserCalendarHeatmap(lookup),
    enabled: !anonymousSelf,
  });

  if (anonymousSelf) {
    return (
      <div className="page">
        <Result status="info" title={t('userHome.loginToSee')} />
      </div>
    );
  }
  if (home.isPending) {
    return (
      <div className="page">
        <Card>
          <Skeleton avatar active paragraph={{ rows: 6 }} />
        </Card>
      </div>
    );
  }
  const info: UserHomeVO | undefined = home.data ?? undefined;
  if (!info) {
    return (
      <div className="page" data-testid="user-home-missing">
        <Result
          status="404"
          title={t('userHome.notFound')}
          extra={
            <Button type="primary" onClick={() => void home.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      </div>
    );
  }

  const solvedCount = info.solvedList?.length ?? 0;
  const score = (info.scoreList ?? []).reduce((sum, s) => sum + (Number(s) || 0), 0);
  const blog = safeUrl(info.blog);
  const github = safeUrl(info.github);

  const groups = info.solvedGroupByDifficulty ?? {};
  const difficultyName = (d: string) =>
    d === '0' ? t('difficulty.easy') : d === '1' ? t('difficulty.mid') : d === '2' ? t('difficulty.hard') : d;
  const groupKeys = [...new Set(['0', '1', '2', ...Object.keys(groups)])].sort();
  const anySolved = solvedCount > 0 || Object.values(groups).some((l) => (l ?? []).length > 0);
  const solvedItems = (anySolved ? groupKeys : []).map((d) => {
    const list: SolvedProblem[] = groups[d] ?? [];
    return {
      key: d,
      label: (
        <span data-testid={`solved-group-${d}`}>
          <Tag color={DIFFICULTY_COLORS[Number(d)] ?? 'default'}>{difficultyName(d)}</Tag>
          {t('userHome.solvedInGroup', { count: list.length })}
        </span>
      ),
      children:
        list.length === 0 ? (
          <EmptyState text={t('userHome.noSolved')} />
        ) : (
          <div className="solved-list">
            {list.map((p) => (
              <Link key={p.id} to={`/problem/${encodeURIComponent(p.problemId)}`} className="solved-list__item">
                {p.problemId}
              </Link>
            ))}
          </div>
        ),
    };
  });

  return (
    <div className="page user-home" data-testid="user-home-page">
      <Card className="user-home__card">
        <div className="user-home__header">
          <Avatar size={96} src={info.avatar || undefined} icon={<UserOutlined />} alt={info.username} />
          <div className="user-home__identity">
            <div className="user-home__name">
              <span data-testid="user-home-username">{info.username}</span>
              {info.gender === 'male' ? (
                <ManOutlined className="gender gender--male" aria-label={t('setting.male')} />
              ) : info.gender === 'female' ? (
                <WomanOutlined className="gender gender--female" aria-label={t('setting.female')} />
              ) : null}
              <TitleTag titleName={info.titleName} titleColor={info.titleColor} />
              {info.nickname ? <Tag color="blue">{info.nickname}</Tag> : null}
            </div>
            <Space wrap size={[16, 4]} className="user-home__meta">
              <span>
                <ClockCircleOutlined /> {t('userHome.lastLogin')}: {formatTime(info.recentLoginTime)}
              </span>
              {info.school ? (
                <span>
                  <BankOutlined /> {info.school}
                </span>
              ) : null}
              {github ? (
                <a href={github} target="_blank" rel="noreferrer" data-testid="user-home-github">
                  <GithubOutlined /> GitHub
                </a>
              ) : null}
              {blog ? (
                <a href={blog} target="_blank" rel="noreferrer" data-testid="user-home-blog">
                  <LinkOutlined /> {t('userHome.blog')}
                </a>
              ) : null}
            </Space>
          </div>
        </div>
        <Row gutter={[16, 16]} className="user-home__stats">
          <Col xs={12} md={6}>
            <Statistic groupSeparator="" title={t('userHome.total')} value={info.total ?? 0} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic groupSeparator="" title={t('userHome.solved')} value={solvedCount} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic groupSeparator="" title={t('userHome.score')} value={score} />
          </Col>
          <Col xs={12} md={6}>
            <Statistic
              groupSeparator=""
              title={t('userHome.rating')}
              value={info.rating === null || info.rating === undefined ? '--' : info.rating}
            />
          </Col>
        </Row>
      </Card>

      <RatingHistory uid={uid} username={username || (uid ? '' : (me?.username ?? ''))} compact={!screens.md} />

      <Card title={t('userHome.heatmapTitle')} className="user-home__card">
        {heatmap.isPending ? (
          <Skeleton active paragraph={{ rows: 3 }} />
        ) : heatmap.data ? (
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <CalendarHeatmap data={heatmap.data} compact={!screens.md} />
          </Suspense>
        ) : (
          <EmptyState text={t('userHome.heatmapEmpty')} />
        )}
      </Card>

      <Card className="user-home__card">
        <Tabs
          items={[
            {
              key: 'profile',
              label: <span data-testid="tab-profile">{t('userHome.profileTab')}</span>,
              children: info.signature ? (
                <LazyMarkdown source={info.signature} />
              ) : (
                <EmptyState text={t('common.notSet')} testId="signature-empty" />
              ),
            },
            {
              key: 'solved',
              label: <span data-testid="tab-solved">{t('userHome.solvedTab')}</span>,
              children: (
                <div>
                  <div className="user-home__solved-bar">
                    <span>{t('userHome.solvedSummary', { count: solvedCount })}</span>
                    <Tooltip title={t('common.refresh')}>
                      <Button
                        icon={<ReloadOutlined />}
                        onClick={() => void home.refetch()}
                        loading={home.isFetching}
                        data-testid="solved-refresh"
                        aria-label={t('common.refresh')}
                      />
                    </Tooltip>
                  </div>
                  {solvedItems.length === 0 ? (
                    <EmptyState text={t('userHome.noSolved')} testId="solved-empty" />
                  ) : (
                    <Collapse accordion items={solvedItems} defaultActiveKey={solvedItems[0]?.key} />
                  )}
                </div>
              ),
            },
          ]}
        />
      </Card>
    </div>
  );
}
