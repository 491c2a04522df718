import { Switch, type TableColumnType } from 'antd';

/**
 * The column of switches that show or hide each row (a training, a contest, an announcement); the
 * switch of the row being saved (`savingId`) spins. Test ids: `${testId}-${row.id}`.
 */
export function visibilityColumn<T extends { id: number }>({
  title,
  dataIndex,
  width,
  isOn,
  canChange,
  savingId,
  onChange,
  testId,
}: {
  title: string;
  dataIndex: keyof T & string;
  width: number;
  isOn: (row: T) => boolean;
  /** Everyone who sees the row may switch it unless this says otherwise. */
  canChange?: (row: T) => boolean;
  savingId: number | undefined;
  onChange: (row: T, on: boolean) => void;
  testId: string;
}): TableColumnType<T> {
  return {
    title,
    dataIndex,
    width,
    render: (_: unknown, row) => (
      <Switch
        size="small"
        checked={isOn(row)}
        disabled={canChange ? !canChange(row) : false}
        loading={savingId === row.id}
        onChange={(on) => onChange(row, on)}
        aria-label={title}
        data-testid={`${testId}-${row.id}`}
      />
    ),
  };
}
