import { Button, Space } from 'antd';
import { BarChartOutlined, CommentOutlined, CompressOutlined, ExpandOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ProblemType, type ProblemInfoVO } from '@arbiter/contract';
import { useWebsiteConfig } from '@/api/queries.ts';
import { FileIoPopover } from '../components/FileIoPopover.tsx';
import { TagsPopover } from '../components/ProblemTagList.tsx';
import { EditorToggle } from '../components/EditorToggle.tsx';

interface Props {
  info: ProblemInfoVO;
  onStatistic: () => void;
  /** The editor is hidden (problem only). */
  collapsed: boolean;
  onToggleCollapsed: () => void;
  /** Where the focus page is (or, on it, the way back); the bank's own page has none. */
  fullScreen?: { path: string; active: boolean } | undefined;
}

/**
 * Title, File IO and tags, and the menu: Statistic, Solutions, the problem's discussions while the
 * site enables public discussions (spec part 2 §2.2), the focus page when the area has one, and the
 * problem-only toggle.
 */
export function ProblemHeader({ info, onStatistic, collapsed, onToggleCollapsed, fullScreen }: Props) {
  const { t } = useTranslation();
  const p = info.problem;
  const { config } = useWebsiteConfig();
  const solutions = `/status?problemID=${encodeURIComponent(p.problemId)}&completeProblemID=true`;
  return (
    <div className="problem-header" data-testid="problem-header">
      <h1 className="problem-header__title" data-testid="problem-title">
        <span className="problem-header__id">{p.problemId}</span> {p.title}
        {p.type === ProblemType.OI ? <span className="problem-header__oi">OI</span> : null}
      </h1>
      <div className="problem-header__bar">
        <Space wrap size={8}>
          {p.isFileIO ? <FileIoPopover input={p.ioReadFileName} output={p.ioWriteFileName} /> : null}
          <TagsPopover tags={info.tags} />
        </Space>
        <Space wrap size={4} className="problem-header__menu">
          <Button type="text" size="small" icon={<BarChartOutlined />} onClick={onStatistic} data-testid="problem-statistic">
            {t('problem.detail.statistic')}
          </Button>
          <Link to={solutions} data-testid="problem-solutions">
            <Button type="text" size="small" icon={<UnorderedListOutlined />}>
              {t('problem.detail.solutions')}
            </Button>
          </Link>
          {config.openPublicDiscussion ? (
            <Link to={`/discussion/${encodeURIComponent(p.problemId)}`} data-testid="problem-discussion">
              <Button type="text" size="small" icon={<CommentOutlined />}>
                {t('nav.discussion')}
              </Button>
            </Link>
          ) : null}
          {fullScreen ? (
            <Link to={fullScreen.path} data-testid="problem-full-screen">
              <Button type="text" size="small" icon={fullScreen.active ? <CompressOutlined /> : <ExpandOutlined />}>
                {fullScreen.active ? t('problem.detail.exitFullScreen') : t('problem.detail.fullScreen')}
              </Button>
            </Link>
          ) : null}
          <EditorToggle collapsed={collapsed} onToggle={onToggleCollapsed} />
        </Space>
      </div>
    </div>
  );
}
