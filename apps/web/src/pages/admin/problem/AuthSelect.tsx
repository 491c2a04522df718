import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProblemAuth } from '@arbiter/contract';

/** The three auths of a problem (hoj-api §1.8): 1 public, 2 private, 3 contest only. */
export function useAuthOptions(): { value: 1 | 2 | 3; label: string }[] {
  const { t } = useTranslation();
  return [
    { value: ProblemAuth.PUBLIC, label: t('admin.auth.public') },
    { value: ProblemAuth.PRIVATE, label: t('admin.auth.private') },
    { value: ProblemAuth.CONTEST, label: t('admin.auth.contest') },
  ];
}

/** A problem's auth as a select; only root and problem_admin may make a problem public, the server says so to others. */
export function AuthSelect({
  value,
  options,
  onChange,
  loading = false,
  testId,
}: {
  value: number;
  options: { value: number; label: string }[];
  onChange: (auth: number) => void;
  loading?: boolean;
  testId?: string;
}) {
  return (
    <Select<number>
      size="small"
      value={value}
      options={options}
      onChange={onChange}
      loading={loading}
      popupMatchSelectWidth={false}
      className="admin-auth-select"
      data-testid={testId}
    />
  );
}
