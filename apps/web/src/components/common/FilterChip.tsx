import type { ComponentProps } from 'react';
import { Tag } from 'antd';
import './filterChip.css';

/**
 * A checkable tag with an outline, so an unchecked choice still reads as one to click (the bank's
 * tag panel, the training list's filters); a checked one is filled and needs no outline.
 */
export function FilterChip({ className, ...props }: ComponentProps<typeof Tag.CheckableTag>) {
  return <Tag.CheckableTag {...props} className={className ? `filter-chip ${className}` : 'filter-chip'} />;
}
