import { Button, Space, Tag } from 'antd';
import { BarChartOutlined, CompressOutlined, ExpandOutlined, TrophyOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemType, type ContestProblemInfoVO } from '@arbiter/contract';
import { EditorToggle, FileIoPopover, TagsPopover } from '@/features/problem/index.ts';

export interface ContestProblemHeaderProps {
  info: ContestProblemInfoVO;
  displayId: string;
  /** A running contest shows 'Contest Problem' instead of the tags (spec part 2 §2.2). */
  running: boolean;
  /** The contest's submissions of this problem. */
  solutionsPath: string;
  /** The focus page, or back from it. */
  fullScreenPath: string;
  fullScreen: boolean;
  onStatistic: () => void;
  collapsed: boolean;
  onToggleCollapsed: () => void;
}

/** The contest problem's title (its display id and display title) and its menu. */
export function ContestProblemHeader({
  info,
  displayId,
  running,
  solutionsPath,
  fullScreenPath,
  fullScreen,
  onStatistic,
  collapsed,
  onToggleCollapsed,
}: ContestProblemHeaderProps) {
  const { t } = useTranslation();
  const p = info.problem;
  return (
    <div className="problem-header" data-testid="problem-header">
      <h1 className="problem-header__title" data-testid="problem-title">
        <span className="problem-header__id">{displayId}</span> {p.title}
        {p.type === ProblemType.OI ? <span className="problem-header__oi">OI</span> : null}
      </h1>
      <div className="problem-header__bar">
        <Space wrap size={8}>
          {p.isFileIO ? <FileIoPopover input={p.ioReadFileName} output={p.ioWriteFileName} /> : null}
          {running ? (
            <Tag color="gold" icon={<TrophyOutlined />} data-testid="contest-problem-tag">
              {t('contest.problem.contestProblem')}
            </Tag>
          ) : (
            <TagsPopover tags={info.tags} />
          )}
        </Space>
        <Space wrap size={4} className="problem-header__menu">
          <Button type="text" size="small" icon={<BarChartOutlined />} onClick={onStatistic} data-testid="problem-statistic">
            {t('problem.detail.statistic')}
          </Button>
          <Link to={solutionsPath} data-testid="problem-solutions">
            <Button type="text" size="small" icon={<UnorderedListOutlined />}>
              {t('contest.problem.solutions')}
            </Button>
          </Link>
          <Link to={fullScreenPath} data-testid="problem-full-screen">
            <Button type="text" size="small" icon={fullScreen ? <CompressOutlined /> : <ExpandOutlined />}>
              {fullScreen ? t('contest.problem.exitFullScreen') : t('contest.problem.fullScreen')}
            </Button>
          </Link>
          <EditorToggle collapsed={collapsed} onToggle={onToggleCollapsed} />
        </Space>
      </div>
    </div>
  );
}
