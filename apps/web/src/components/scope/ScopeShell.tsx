import type { ReactNode } from 'react';
import { Button, Result, Skeleton, Tabs, Tooltip } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import './scopeShell.css';

/** One tab of an area's shell, in the area's words. */
export interface ScopeTab<K extends string> {
  key: K;
  icon: ReactNode;
  label: string;
  /** Shown but closed until the user may enter (the password, the start). */
  disabled: boolean;
}

/**
 * The shell of an area that opens problems inside it (a contest, a training): its header, the
 * tab bar under it, and the open tab's screen. A closed tab tells why on hover.
 */
export function ScopeShell<K extends string>({
  testId,
  header,
  tabs,
  activeKey,
  onTabChange,
  disabledReason,
  tabTestIdPrefix,
  tabBarGutter,
  children,
}: {
  testId: string;
  header: ReactNode;
  tabs: readonly ScopeTab<K>[];
  activeKey: K | null;
  onTabChange: (key: K) => void;
  disabledReason: string;
  /** Each tab's label is `<prefix>-<key>`. */
  tabTestIdPrefix: string;
  tabBarGutter?: number | undefined;
  children: ReactNode;
}) {
  return (
    <div className="page scope-shell" data-testid={testId}>
      {header}
      <Tabs
        className="scope-shell__tabs"
        tabBarGutter={tabBarGutter}
        activeKey={activeKey ?? ''}
        onChange={(key) => onTabChange(key as K)}
        items={tabs.map((tab) => {
          const label = (
            <span data-testid={`${tabTestIdPrefix}-${tab.key}`}>
              {tab.icon} {tab.label}
            </span>
          );
          return { key: tab.key, disabled: tab.disabled, label: tab.disabled ? <Tooltip title={disabledReason}>{label}</Tooltip> : label };
        })}
      />
      <div className="scope-shell__body">{children}</div>
    </div>
  );
}

/** What a tab shows while its screen's code loads. */
export function ScopeTabFallback() {
  return <Skeleton active paragraph={{ rows: 6 }} className="scope-shell__loading" />;
}

/** A tab the area does not have, or not for this user: the way back to its first tab. */
export function ScopeTabUnavailable({
  status,
  title,
  text,
  backLabel,
  onBack,
  testId,
}: {
  status: '403' | '404';
  title: string;
  text: string;
  backLabel: string;
  onBack: () => void;
  testId: string;
}) {
  return (
    <Result
      status={status}
      title={title}
      subTitle={text}
      data-testid={testId}
      extra={
        <Button type="primary" icon={<HomeOutlined />} onClick={onBack}>
          {backLabel}
        </Button>
      }
    />
  );
}
