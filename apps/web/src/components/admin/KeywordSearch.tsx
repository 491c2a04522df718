import type { ReactNode } from 'react';
import { Input } from 'antd';

/**
 * The back office's search box: searches on Enter or its button with the words trimmed. A list that
 * keeps its keyword in the URL passes it, so that the box shows it again after a reload or a link.
 */
export function KeywordSearch({
  keyword,
  placeholder,
  onSearch,
  className = 'admin-filters__keyword',
  testId,
}: {
  keyword?: string;
  placeholder: string;
  onSearch: (keyword: string) => void;
  className?: string;
  testId: string;
}) {
  return (
    <Input.Search
      allowClear
      defaultValue={keyword}
      key={keyword}
      placeholder={placeholder}
      onSearch={(typed) => onSearch(typed.trim())}
      className={className}
      data-testid={testId}
    />
  );
}

/** The row above a list's table: its search box, then any other filters. */
export function KeywordFilters({ children, ...search }: Parameters<typeof KeywordSearch>[0] & { children?: ReactNode }) {
  return (
    <div className="admin-filters">
      <KeywordSearch {...search} />
      {children}
    </div>
  );
}
