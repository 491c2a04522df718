import { Button, Grid, Modal, Tooltip, type TableColumnsType } from 'antd';
import { CloudDownloadOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page, Problem } from '@arbiter/contract';
import { KeywordSearch } from './KeywordSearch.tsx';
import { PagedTable } from './PagedTable.tsx';
import { localPager, useLocalPaging } from './useLocalPaging.ts';
import './publicBankDialog.css';

/** Page sizes of the dialog (part 3 §9 "Add-from-public sizes"). */
const SIZES = [10, 30, 50, 100] as const;

/** The page of candidates the dialog asks for. */
interface BankPage {
  currentPage: number;
  limit: number;
  keyword: string | undefined;
}

/** The words of the dialog, in the area's own terms. */
interface BankDialogWords {
  title: string;
  close: string;
  keyword: string;
  empty: string;
}

/**
 * 'Add from public': the bank problems that may join a contest or a training, searched and paged
 * here; the caller asks the server for a page (`query`) and gives the columns, the last of which
 * adds a problem in its own way. Test ids: `${testId}-dialog`, `-keyword`, `-table`.
 */
export function PublicBankDialog({
  open,
  onClose,
  words,
  query,
  columns,
  testId,
}: {
  open: boolean;
  onClose: () => void;
  words: BankDialogWords;
  query: (page: BankPage) => { queryKey: QueryKey; queryFn: () => Promise<{ problemList: Page<Problem> }> };
  columns: TableColumnsType<Problem>;
  testId: string;
}) {
  const wide = Grid.useBreakpoint().md ?? true;
  const paging = useLocalPaging(SIZES[0]);
  const list = useQuery({
    ...query({ currentPage: paging.currentPage, limit: paging.limit, keyword: paging.keyword || undefined }),
    enabled: open,
    placeholderData: keepPreviousData,
  });

  return (
    <Modal
      open={open}
      title={words.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{words.close}</Button>}
      width={wide ? 900 : '100%'}
      destroyOnHidden
      data-testid={`${testId}-dialog`}
    >
      <KeywordSearch placeholder={words.keyword} onSearch={paging.search} className="admin-public-search" testId={`${testId}-keyword`} />
      <PagedTable<Problem>
        rowKey="id"
        size="small"
        wideFrom="md"
        columns={columns}
        rows={list.data?.problemList.records ?? []}
        loading={list.isFetching}
        emptyText={words.empty}
        paging={localPager(paging, list.data?.problemList.total ?? 0, SIZES)}
        testId={`${testId}-table`}
      />
    </Modal>
  );
}

/** The button that opens the dialog, with a tooltip saying which problems it offers. */
export function PublicBankButton({
  label,
  hint,
  disabled,
  onClick,
  testId,
}: {
  label: string;
  hint: string;
  disabled: boolean;
  onClick: () => void;
  testId: string;
}) {
  return (
    <Tooltip title={hint}>
      <Button icon={<CloudDownloadOutlined />} onClick={onClick} disabled={disabled} data-testid={testId}>
        {label}
      </Button>
    </Tooltip>
  );
}
