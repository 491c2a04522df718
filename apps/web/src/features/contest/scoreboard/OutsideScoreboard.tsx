import { Button, Card, Result, Skeleton } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ContestVO } from '@arbiter/contract';
import { getContestOutsideInfo } from '../api/scoreboard.ts';
import { contestKeys } from '../api/keys.ts';
import { ContestHeader } from '../components/ContestHeader.tsx';
import { parseContestId } from '../pages/contestId.ts';
import { BoardView } from './BoardView.tsx';
import { useContestStatus } from './useContestStatus.ts';
import './scoreboard.css';

function OutsideBoard({ contest }: { contest: ContestVO }) {
  const { t } = useTranslation();
  const { status, offset } = useContestStatus(contest);
  return (
    <div className="page sb-outside" data-testid="outside-scoreboard">
      <ContestHeader contest={contest} offset={offset} status={status} />
      <Card className="sb-outside__card" title={t('scoreboard.boardTitle')}>
        <BoardView contest={contest} scope="outside" />
      </Card>
    </div>
  );
}

/**
 * /contest/acm-scoreboard/:contestID and /contest/oi-scoreboard/:contestID (spec part 2 §2.8): the
 * public board of a contest with openRank, no login needed. The board follows the contest's own rule.
 */
export default function OutsideScoreboard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const cid = parseContestId(useParams().contestID);
  const info = useQuery({
    queryKey: contestKeys.board.outsideInfo(cid),
    queryFn: () => getContestOutsideInfo(cid),
    enabled: cid > 0,
  });
  if (cid > 0 && info.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (cid === 0 || !info.data) {
    return (
      <Result
        status="warning"
        title={t('scoreboard.loadFailed')}
        subTitle={cid === 0 ? t('scoreboard.badCid') : info.error?.message}
        data-testid="outside-scoreboard-unavailable"
        extra={
          <Button type="primary" icon={<HomeOutlined />} onClick={() => void navigate('/contest')}>
            {t('scoreboard.backToContests')}
          </Button>
        }
      />
    );
  }
  return <OutsideBoard key={cid} contest={info.data.contest} />;
}
