import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ProblemAuth } from '@arbiter/contract';
import { useSession } from '@/session/session.ts';
import { allows } from '@/components/admin/access.ts';
import type { AuthOption, AuthValue } from './authOptions.ts';
import { useFormGroup } from './form/formGroup.ts';
import './problemAdmin.css';

/** The label of each auth (hoj-api §1.8): 1 public, 2 private, 3 contest only. */
export function useAuthLabels(): Record<AuthValue, string> {
  const { t } = useTranslation();
  return {
    [ProblemAuth.PUBLIC]: t('problemAdmin.auth.public'),
    [ProblemAuth.PRIVATE]: t('problemAdmin.auth.private'),
    [ProblemAuth.CONTEST]: t('problemAdmin.auth.contest'),
  };
}

/**
 * Whether the signed-in admin may make a problem public: root and problem_admin (hoj-api §13.4); in
 * a group's problem form anyone who may edit it ("public" is public to the group).
 */
export function useCanPublish(): boolean {
  const { user } = useSession();
  const inGroup = useFormGroup() !== null;
  return inGroup || allows(user?.roleList ?? [], 'manager');
}

/** A problem's auth as a select, with the options of `authOptions` (the server decides in the end). */
export function AuthSelect({
  value,
  options,
  onChange,
  loading = false,
  testId,
}: {
  value: number;
  options: AuthOption[];
  onChange: (auth: AuthValue) => void;
  loading?: boolean;
  testId?: string;
}) {
  return (
    <Select<number>
      size="small"
      value={value}
      options={options}
      // The value picked is one of the options, each an auth.
      onChange={(picked) => {
        const option = options.find((o) => o.value === picked);
        if (option) onChange(option.value);
      }}
      loading={loading}
      popupMatchSelectWidth={false}
      className="admin-auth-select"
      data-testid={testId}
    />
  );
}
