import { Button, Input, Select, Switch, Tooltip } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JudgeStatusTag } from '../components/JudgeStatusTag.tsx';
import { STATUS_CHOICES, type SubmissionFilters as Filters } from './listQuery.ts';
import './submissionList.css';

/**
 * The controls above the submission list (spec part 2 §2.4): Mine/All, status, problem id, author
 * (disabled while Mine) and refresh. The searches keep their text in the URL: they are re-mounted
 * when it changes, so Back and Reset show the right text.
 */
export function SubmissionFilters({
  filters,
  onChange,
  onMineChange,
  onRefresh,
  refreshing,
}: {
  filters: Filters;
  onChange: (patch: Partial<Filters>) => void;
  onMineChange: (mine: boolean) => void;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="submission-filters" data-testid="submission-filters">
      <label className="submission-filters__mine">
        <Switch
          checked={filters.onlyMine}
          onChange={onMineChange}
          checkedChildren={t('submission.list.mine')}
          unCheckedChildren={t('submission.list.all')}
          aria-label={t('submission.list.onlyMine')}
          data-testid="only-mine-switch"
        />
      </label>
      <Select<number | 'all'>
        className="submission-filters__status"
        value={filters.status ?? 'all'}
        onChange={(v) => onChange({ status: v === 'all' ? null : v })}
        aria-label={t('submission.list.statusFilter')}
        popupMatchSelectWidth={false}
        options={[
          { value: 'all', label: t('submission.list.statusAll') },
          ...STATUS_CHOICES.map((s) => ({ value: s, label: <JudgeStatusTag status={s} /> })),
        ]}
        data-testid="status-filter"
      />
      <Input.Search
        key={`p-${filters.problemID}`}
        className="submission-filters__search"
        defaultValue={filters.problemID}
        placeholder={t('submission.list.problemSearch')}
        allowClear
        onSearch={(v) => onChange({ problemID: v.trim() })}
        data-testid="problem-search"
      />
      <Input.Search
        key={`u-${filters.username}-${filters.onlyMine}`}
        className="submission-filters__search"
        defaultValue={filters.username}
        placeholder={t('submission.list.authorSearch')}
        allowClear
        disabled={filters.onlyMine}
        onSearch={(v) => onChange({ username: v.trim() })}
        data-testid="author-search"
      />
      <Tooltip title={t('submission.list.refresh')}>
        <Button
          className="submission-filters__refresh"
          icon={<ReloadOutlined />}
          onClick={onRefresh}
          loading={refreshing}
          aria-label={t('submission.list.refresh')}
          data-testid="submission-refresh"
        >
          <span className="submission-filters__refresh-text">{t('submission.list.refresh')}</span>
        </Button>
      </Tooltip>
    </div>
  );
}
