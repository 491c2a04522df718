import { Button, Input, Switch, Tooltip, Typography } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoardFilters as Filters } from './boardQuery.ts';

export interface BoardFiltersProps {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  /** Only contests that accept submissions after the end offer the switch. */
  allowEndSubmit: boolean;
  /** Contest admins may see the real board during the seal. */
  canForce: boolean;
  forceRefresh: boolean;
  onForceRefresh: (on: boolean) => void;
  autoRefresh: boolean;
  onAutoRefresh: (on: boolean) => void;
  ended: boolean;
  /** Auto refresh was switched off because a refresh failed. */
  stoppedByFailure: boolean;
  onRefresh: () => void;
  refreshing: boolean;
  /** The rank tab's xlsx download; the outside board has none. */
  onDownload?: (() => void) | undefined;
}

function Labelled({ label, tip, children }: { label: string; tip?: string | undefined; children: ReactNode }) {
  const body = (
    <label className="sb-switch">
      {children}
      <span>{label}</span>
    </label>
  );
  return tip ? <Tooltip title={tip}>{body}</Tooltip> : body;
}

/** Keyword search and the board's switches (spec part 2 §2.8). */
export function BoardFilters(p: BoardFiltersProps) {
  const { t } = useTranslation();
  const { filters, onChange } = p;
  return (
    <div className="sb-filters">
      <Input.Search
        key={filters.keyword}
        className="sb-filters__search"
        defaultValue={filters.keyword}
        placeholder={t('scoreboard.searchPlaceholder')}
        maxLength={100}
        allowClear
        onSearch={(v) => onChange({ keyword: v.trim() })}
        data-testid="sb-search"
      />
      <div className="sb-filters__switches">
        <Labelled label={t('scoreboard.starUser')}>
          <Switch size="small" checked={!filters.removeStar} onChange={(on) => onChange({ removeStar: !on })} data-testid="sb-star-user" />
        </Labelled>
        {/* A contest setting: contest admins choose whether after-contest submissions count (spec part 2 §2.8, §6). */}
        {p.allowEndSubmit && p.canForce ? (
          <Labelled label={t('scoreboard.containsEnd')}>
            <Switch
              size="small"
              checked={filters.containsEnd}
              onChange={(on) => onChange({ containsEnd: on })}
              data-testid="sb-contains-end"
            />
          </Labelled>
        ) : null}
        {p.canForce ? (
          <Labelled label={t('scoreboard.forceUpdate')} tip={t('scoreboard.forceUpdateTip')}>
            <Switch size="small" checked={p.forceRefresh} onChange={p.onForceRefresh} data-testid="sb-force" />
          </Labelled>
        ) : null}
        <Labelled label={t('scoreboard.autoRefresh')} tip={p.ended ? t('scoreboard.autoRefreshEnded') : undefined}>
          <Switch size="small" checked={p.autoRefresh} disabled={p.ended} onChange={p.onAutoRefresh} data-testid="sb-auto-refresh" />
        </Labelled>
        <Button size="small" icon={<ReloadOutlined />} onClick={p.onRefresh} loading={p.refreshing} data-testid="sb-refresh">
          {t('common.refresh')}
        </Button>
        {p.onDownload ? (
          <Tooltip title={t('scoreboard.downloadTip')}>
            <Button size="small" icon={<DownloadOutlined />} onClick={p.onDownload} data-testid="sb-download">
              {t('scoreboard.download')}
            </Button>
          </Tooltip>
        ) : null}
      </div>
      {p.stoppedByFailure ? (
        <Typography.Text type="warning" className="sb-filters__note" role="status">
          {t('scoreboard.autoRefreshStopped')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
