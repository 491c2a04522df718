import { useState } from 'react';
import { Button, Checkbox, Input, Select, Space, Tag } from 'antd';
import { ReloadOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Tag as ProblemTag } from '@arbiter/contract';
import { DIFFICULTY_KEYS } from '../components/DifficultyTag.tsx';
import { BANKS, type BankFilter, type ProblemListFilters } from './listQuery.ts';

interface Props {
  filters: ProblemListFilters;
  onChange: (patch: Partial<ProblemListFilters>) => void;
  onReset: () => void;
  onRandom: () => void;
  randomLoading: boolean;
  /** Tag id → tag, to name the chosen chips. */
  tagsById: ReadonlyMap<number, ProblemTag>;
}

/** Bank, level, keyword, show-tags, reset and random; the chosen tags as removable chips. */
export function ProblemFilters({ filters, onChange, onReset, onRandom, randomLoading, tagsById }: Props) {
  const { t } = useTranslation();
  // The box follows the URL when it changes from outside (back, reset); typing stays local until searched.
  const [keyword, setKeyword] = useState(filters.keyword);
  const [shownKeyword, setShownKeyword] = useState(filters.keyword);
  if (shownKeyword !== filters.keyword) {
    setShownKeyword(filters.keyword);
    setKeyword(filters.keyword);
  }
  const bankLabel = (b: BankFilter) =>
    b === 'All' ? t('problem.list.bankAll') : b === 'Mine' ? t('problem.list.bankMine') : t(`problem.list.banks.${b}`);

  return (
    <div className="problem-filters" data-testid="problem-filters">
      <div className="problem-filters__row">
        <Select<BankFilter>
          className="problem-filters__bank"
          value={filters.oj}
          onChange={(oj) => onChange({ oj, tagIds: [] })}
          options={BANKS.map((b) => ({ value: b, label: bankLabel(b) }))}
          prefix={<span className="muted">{t('problem.list.bank')}</span>}
          aria-label={t('problem.list.bank')}
          popupMatchSelectWidth={false}
          data-testid="filter-bank"
        />
        <Select<number>
          className="problem-filters__level"
          value={filters.difficulty ?? -1}
          onChange={(d) => onChange({ difficulty: d < 0 ? null : d })}
          options={[
            { value: -1, label: t('problem.list.levelAll') },
            ...DIFFICULTY_KEYS.map((key, i) => ({ value: i, label: t(`difficulty.${key}`) })),
          ]}
          prefix={<span className="muted">{t('problem.list.level')}</span>}
          aria-label={t('problem.list.level')}
          popupMatchSelectWidth={false}
          data-testid="filter-level"
        />
        <Input.Search
          className="problem-filters__keyword"
          allowClear
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          onSearch={(value) => onChange({ keyword: value.trim() })}
          placeholder={t('problem.list.keywordPlaceholder')}
          aria-label={t('problem.list.keywordPlaceholder')}
          data-testid="filter-keyword"
        />
      </div>
      <div className="problem-filters__row problem-filters__row--actions">
        <Checkbox checked={filters.showTags} onChange={(e) => onChange({ showTags: e.target.checked })} data-testid="filter-show-tags">
          {t('problem.list.showTags')}
        </Checkbox>
        <Space size={8} className="problem-filters__buttons">
          <Button icon={<ReloadOutlined />} onClick={onReset} data-testid="filter-reset">
            {t('problem.list.reset')}
          </Button>
          <Button
            type="primary"
            ghost
            icon={<ThunderboltOutlined />}
            onClick={onRandom}
            loading={randomLoading}
            data-testid="random-problem"
          >
            {t('problem.list.random')}
          </Button>
        </Space>
      </div>
      {filters.tagIds.length > 0 ? (
        <div className="problem-filters__chosen" data-testid="chosen-tags">
          <span className="muted">{t('problem.list.chosenTags')}:</span>
          {filters.tagIds.map((id) => {
            const tag = tagsById.get(id);
            return (
              <Tag
                key={id}
                closable
                color={tag?.color || 'blue'}
                onClose={(e) => {
                  e.preventDefault();
                  onChange({ tagIds: filters.tagIds.filter((x) => x !== id) });
                }}
                data-testid={`chosen-tag-${id}`}
              >
                {tag?.name ?? `#${id}`}
              </Tag>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
