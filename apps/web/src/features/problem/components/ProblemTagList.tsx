import { Button, Popover, Tag } from 'antd';
import { TagsOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import './problemParts.css';

export interface TagLike {
  id?: number;
  name: string;
  color: string | null;
}

/** Tags as coloured chips. */
export function ProblemTagList({ tags, onClick }: { tags: readonly TagLike[]; onClick?: (tag: TagLike) => void }) {
  return (
    <span className="problem-tags">
      {tags.map((tag) => (
        <Tag
          key={tag.id ?? tag.name}
          color={tag.color || 'blue'}
          onClick={onClick ? () => onClick(tag) : undefined}
          className={onClick ? 'problem-tags__tag--clickable' : undefined}
        >
          {tag.name}
        </Tag>
      ))}
    </span>
  );
}

/** The header's tags: hidden behind a popover (no spoilers at a glance), or 'No tag'. */
export function TagsPopover({ tags }: { tags: readonly TagLike[] }) {
  const { t } = useTranslation();
  if (tags.length === 0) {
    return (
      <Tag className="problem-header__no-tag" data-testid="problem-no-tag">
        {t('problem.detail.noTag')}
      </Tag>
    );
  }
  return (
    <Popover content={<ProblemTagList tags={tags} />} title={t('problem.detail.tags')} trigger="click">
      <Button size="small" icon={<TagsOutlined />} data-testid="problem-tags-button">
        {t('problem.detail.showTags')}
      </Button>
    </Popover>
  );
}
