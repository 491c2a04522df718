import { Button, Card, Col, Row, Skeleton, Tag, Tooltip } from 'antd';
import { CalendarOutlined, ClockCircleOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HomeContest } from '@arbiter/contract';
import { getRecentContest } from '../../../api/home.ts';
import { queryKeys } from '../../../api/queries.ts';
import { EmptyState } from '../../../components/common/EmptyState.tsx';
import { authDialog } from '../../../session/authDialog.ts';
import { useIsLoggedIn } from '../../../session/session.ts';
import { toast } from '../../../ui/feedback.ts';
import { formatDuration, formatTime } from '../../../utils/time.ts';

const STATUS_COLOR: Record<number, string> = { [-1]: 'blue', 0: 'green', 1: 'default' };

/** Recent contests as cards: opening one needs login; the type button lists contests of that type. */
export function RecentContests() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ queryKey: queryKeys.recentContest, queryFn: getRecentContest });
  const contests = query.data ?? [];

  const statusLabel = (s: number) =>
    s === -1 ? t('contestStatus.scheduled') : s === 0 ? t('contestStatus.running') : t('contestStatus.ended');
  const authLabel = (a: number) => (a === 1 ? t('contestAuth.private') : a === 2 ? t('contestAuth.protected') : t('contestAuth.public'));

  const open = (c: HomeContest) => {
    if (!loggedIn) {
      toast.warning(t('errors.pleaseLogin'));
      authDialog.open('login');
      return;
    }
    void navigate(`/contest/${c.id}`);
  };

  return (
    <Card
      className="home-card"
      title={
        <span>
          <TrophyOutlined /> {t('home.recentContestsTitle')}
        </span>
      }
      data-testid="recent-contests"
    >
      {query.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : contests.length === 0 ? (
        <EmptyState text={t('home.recentContestsEmpty')} testId="recent-contests-empty" />
      ) : (
        <Row gutter={[12, 12]}>
          {contests.map((c) => (
            <Col xs={24} md={12} key={c.id}>
              <div
                className="contest-card"
                role="link"
                tabIndex={0}
                onClick={() => open(c)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') open(c);
                }}
                data-testid={`contest-card-${c.id}`}
              >
                <div className="contest-card__head">
                  <span className="contest-card__title">{c.title}</span>
                  <Tag color={STATUS_COLOR[c.status] ?? 'default'}>{statusLabel(c.status)}</Tag>
                </div>
                <div className="contest-card__meta">
                  <span>
                    <CalendarOutlined /> {formatTime(c.startTime, 'YYYY-MM-DD HH:mm')}
                  </span>
                  <span>
                    <ClockCircleOutlined /> {formatDuration(c.duration)}
                  </span>
                  <Tooltip title={t('home.participants')}>
                    <span>
                      <TeamOutlined /> {c.count ?? 0}
                    </span>
                  </Tooltip>
                </div>
                <div className="contest-card__foot">
                  <Button
                    size="small"
                    type="primary"
                    ghost
                    onClick={(e) => {
                      e.stopPropagation();
                      void navigate(`/contest?type=${c.type}`);
                    }}
                    data-testid={`contest-type-${c.id}`}
                  >
                    {c.type === 1 ? 'OI' : 'ACM'}
                  </Button>
                  <Tag>{authLabel(c.auth)}</Tag>
                </div>
              </div>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}
