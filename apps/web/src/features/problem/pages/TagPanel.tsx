import { useMemo, useState } from 'react';
import { Button, Collapse, Empty, Input, Skeleton } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TagGroup } from '@arbiter/contract';
import { FilterChip } from '@/components/common/FilterChip.tsx';

interface Props {
  groups: readonly TagGroup[];
  loading: boolean;
  selected: readonly number[];
  onToggle: (id: number) => void;
  onClear: () => void;
}

const groupKey = (g: TagGroup) => (g.classification ? String(g.classification.id) : 'none');

/** The tag panel (spec part 2 §2.1): searchable, tags grouped by classification in collapsible panels. */
export function TagPanel({ groups, loading, selected, onToggle, onClear }: Props) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [closed, setClosed] = useState<string[]>([]);
  const needle = search.trim().toLowerCase();

  const shown = useMemo(
    () =>
      groups
        .map((g) => ({ ...g, tagList: needle ? g.tagList.filter((tag) => tag.name.toLowerCase().includes(needle)) : g.tagList }))
        .filter((g) => g.tagList.length > 0),
    [groups, needle],
  );

  if (loading) return <Skeleton active paragraph={{ rows: 4 }} title={false} />;

  const chips = (g: TagGroup) => (
    <div className="tag-panel__chips">
      {g.tagList.map((tag) => (
        <FilterChip
          key={tag.id}
          checked={selected.includes(tag.id)}
          onChange={() => onToggle(tag.id)}
          style={selected.includes(tag.id) ? { background: tag.color || undefined } : { borderColor: tag.color || undefined }}
          data-testid={`tag-chip-${tag.id}`}
        >
          {tag.name}
        </FilterChip>
      ))}
    </div>
  );

  // While searching every matching group is open; otherwise the user's choice of closed panels holds.
  const activeKey = shown.map(groupKey).filter((k) => needle !== '' || !closed.includes(k));
  return (
    <div className="tag-panel" data-testid="tag-panel">
      <div className="tag-panel__tools">
        <Input
          allowClear
          prefix={<SearchOutlined />}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('problem.list.tagSearch')}
          aria-label={t('problem.list.tagSearch')}
          data-testid="tag-search"
        />
        {selected.length > 0 ? (
          <Button size="small" type="link" onClick={onClear} data-testid="tag-clear">
            {t('problem.list.clearTags')}
          </Button>
        ) : null}
      </div>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={needle ? t('problem.list.noTagMatch') : t('problem.list.noTags')} />
      ) : (
        <Collapse
          size="small"
          ghost
          activeKey={activeKey}
          onChange={(keys) => {
            const open = new Set(Array.isArray(keys) ? keys.map(String) : [String(keys)]);
            setClosed(shown.map(groupKey).filter((k) => !open.has(k)));
          }}
          items={shown.map((g) => ({
            key: groupKey(g),
            label: (
              <span data-testid={`tag-group-${groupKey(g)}`}>
                {g.classification?.name ?? t('problem.list.otherTags')} <span className="muted">({g.tagList.length})</span>
              </span>
            ),
            children: chips(g),
          }))}
        />
      )}
    </div>
  );
}
