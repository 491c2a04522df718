import { useState, type ReactNode } from 'react';
import { Button, Grid, Pagination, Popconfirm, Skeleton } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MESSAGE_PAGE_SIZE, type Page, type SysMsgVO, type UserMsgVO } from '@arbiter/contract';
import { EmptyState } from '@/components/common/EmptyState.tsx';
import { getSysMessages, getUserMessages, type MessageTab } from '../api/message.ts';
import { SysMessageItem } from './SysMessageItem.tsx';
import { UserMessageItem } from './UserMessageItem.tsx';
import { useMessagePage } from './useMessagePage.ts';

interface FrameProps<T> {
  tab: MessageTab;
  title: string;
  size: number;
  fetch: (page: number) => Promise<Page<T>>;
  item: (m: T, onDelete: (id: number) => void) => ReactNode;
}

/** A tab's paged list with Clean all above it. */
function MessageFrame<T extends { id: number }>({ tab, title, size, fetch, item }: FrameProps<T>) {
  const { t } = useTranslation();
  const narrow = !(Grid.useBreakpoint().md ?? true);
  const [page, setPage] = useState(1);
  const { list, clean } = useMessagePage(tab, page, () => fetch(page));
  const data = list.data;
  // A clean that empties the last page moves back to the page before.
  if (data && data.records.length === 0 && page > 1) setPage(page - 1);
  const remove = (id?: number) => clean.mutate(id);
  return (
    <section className="msg-panel" data-testid={`message-panel-${tab}`}>
      <header className="msg-panel__head">
        <h2>{title}</h2>
        <Popconfirm title={t('message.cleanAllConfirm')} onConfirm={() => remove()} disabled={!data?.total}>
          <Button icon={<ClearOutlined />} danger disabled={!data?.total} data-testid="message-clean-all">
            {t('message.cleanAll')}
          </Button>
        </Popconfirm>
      </header>
      {!data ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} />
      ) : data.records.length === 0 ? (
        <EmptyState text={t('message.empty')} testId="message-empty" />
      ) : (
        <ul className="msg-list">{data.records.map((m) => item(m, remove))}</ul>
      )}
      {data && data.total > size ? (
        <Pagination
          className="msg-panel__pager"
          current={page}
          pageSize={size}
          total={data.total}
          {...(narrow ? { size: 'small' as const } : {})}
          showSizeChanger={false}
          onChange={setPage}
        />
      ) : null}
    </section>
  );
}

/** The list of a tab: the community's messages (6 a page) or the notices (8 a page). */
export function MessagePanel({ tab, title }: { tab: MessageTab; title: string }) {
  if (tab === 'sys' || tab === 'mine') {
    return (
      <MessageFrame<SysMsgVO>
        tab={tab}
        title={title}
        size={MESSAGE_PAGE_SIZE.sys}
        fetch={(page) => getSysMessages(tab, page, MESSAGE_PAGE_SIZE.sys)}
        item={(m, onDelete) => <SysMessageItem key={m.id} m={m} onDelete={onDelete} />}
      />
    );
  }
  return (
    <MessageFrame<UserMsgVO>
      tab={tab}
      title={title}
      size={MESSAGE_PAGE_SIZE.user}
      fetch={(page) => getUserMessages(tab, page, MESSAGE_PAGE_SIZE.user)}
      item={(m, onDelete) => <UserMessageItem key={m.id} m={m} onDelete={onDelete} />}
    />
  );
}
