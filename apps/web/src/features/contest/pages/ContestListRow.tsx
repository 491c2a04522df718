import { Button, Grid, List, Space, Tooltip } from 'antd';
import { BarChartOutlined, CalendarOutlined, FieldTimeOutlined, TeamOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ContestStatus, ContestType, type ContestVO } from '@arbiter/contract';
import { formatDuration, formatTime } from '@/utils/time.ts';
import { ContestAuthTag, ContestLock, ContestRuleBadge, ContestRuleButton, ContestStatusTag } from '../components/ContestTags.tsx';
import { contestPath } from './contestScope.ts';
import './contest.css';

function OutsideBoardButton({ contest }: { contest: ContestVO }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const scheduled = contest.status === ContestStatus.SCHEDULED;
  const path = `/contest/${contest.type === ContestType.OI ? 'oi' : 'acm'}-scoreboard/${contest.id}`;
  return (
    <Tooltip title={scheduled ? t('contest.list.scoreboardScheduled') : t('contest.list.scoreboardTip')}>
      <Button
        size="small"
        icon={<BarChartOutlined />}
        disabled={scheduled}
        onClick={() => void navigate(path)}
        data-testid={`contest-scoreboard-${contest.id}`}
      >
        {t('contest.list.scoreboard')}
      </Button>
    </Tooltip>
  );
}

/**
 * One contest of a contest list (spec part 2 §2.6; the group's Contest tab, part 3 §2.3): the rule
 * badge, the title with its lock, start, duration, rule, auth, participants, the outside board
 * (closed while scheduled) and the status. The title opens the contest through `onOpen`; the rule
 * filters the list when `onRule` is given.
 */
export function ContestListRow({
  contest: c,
  onOpen,
  onRule,
}: {
  contest: ContestVO;
  onOpen: (c: ContestVO) => void;
  onRule?: (type: number) => void;
}) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  return (
    <List.Item key={c.id} className="contest-row" data-testid={`contest-row-${c.id}`}>
      {wide ? <ContestRuleBadge type={c.type} /> : null}
      <div className="contest-row__main">
        <a
          className="contest-row__title"
          href={contestPath.root(c.id)}
          onClick={(e) => {
            e.preventDefault();
            onOpen(c);
          }}
          data-testid={`contest-title-${c.id}`}
        >
          <ContestLock auth={c.auth} /> {c.title}
        </a>
        <div className="contest-row__meta">
          <Tooltip title={t('contest.list.startTime')}>
            <span>
              <CalendarOutlined /> <time dateTime={c.startTime}>{formatTime(c.startTime, 'YYYY-MM-DD HH:mm')}</time>
            </span>
          </Tooltip>
          <Tooltip title={t('contest.list.duration')}>
            <span>
              <FieldTimeOutlined /> {formatDuration(c.duration)}
            </span>
          </Tooltip>
          <ContestRuleButton contest={c} {...(onRule ? { onClick: () => onRule(c.type) } : {})} />
          <ContestAuthTag auth={c.auth} />
          {c.count > 0 ? (
            <Tooltip title={t('contest.list.participants')}>
              <span data-testid={`contest-count-${c.id}`}>
                <TeamOutlined /> {c.count}
              </span>
            </Tooltip>
          ) : null}
          {c.openRank ? <OutsideBoardButton contest={c} /> : null}
        </div>
      </div>
      <Space className="contest-row__status">
        <ContestStatusTag status={c.status} />
      </Space>
    </List.Item>
  );
}
