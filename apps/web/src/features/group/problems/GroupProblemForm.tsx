import { useMemo } from 'react';
import { Alert } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ProblemAuth, type ProblemDTO } from '@arbiter/contract';
import { ProblemEdit, type ProblemFormMode } from '@/features/problem/index.ts';
import { useGroupScope } from '../shell/groupScope.ts';
import { createGroupProblem, getGroupProblem, getGroupProblemTags, groupProblemKeys, updateGroupProblem } from './api.ts';
import { withoutGroupPrefix } from './displayId.ts';
import { tabModePath } from './modes.ts';

/**
 * The group problem form (spec part 3 §5): the bank's problem form saving into the group. Its
 * display id is edited without the group's short name, which the server puts back; its tags are
 * the group's; its test data and checker go through the group's calls.
 */
export default function GroupProblemForm({ pid }: { pid: number | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { gid, group } = useGroupScope();
  const prefix = group.shortName;

  const mode = useMemo<ProblemFormMode>(
    () => ({
      pid,
      backTo: tabModePath(gid, 'admin'),
      backLabel: t('groupProblem.form.backLabel'),
      heading: pid === null ? t('groupProblem.form.createHeading') : t('groupProblem.form.editHeading', { problemId: `#${pid}` }),
      newAuth: ProblemAuth.PUBLIC,
      // A group problem's display id is required (spec part 3 §5): its short name alone names nothing.
      check: (form) => (form.problemId.trim() ? null : t('groupProblem.form.idRequired')),
      section: {
        id: 'group',
        title: group.name,
        body: <Alert type="info" showIcon message={t('groupProblem.form.idPrefix', { prefix })} data-testid="group-problem-prefix" />,
      },
      loadProblem: async (id) => {
        const problem = await getGroupProblem(id);
        return { ...problem, problemId: withoutGroupPrefix(problem.problemId, prefix) };
      },
      save: async (dto: ProblemDTO) => {
        const body = { ...dto, problem: { ...dto.problem, gid } };
        const msg = pid === null ? await createGroupProblem(body) : await updateGroupProblem(body);
        void queryClient.invalidateQueries({ queryKey: groupProblemKeys.of(gid) });
        return msg;
      },
      group: { gid, loadTags: () => getGroupProblemTags(gid) },
    }),
    [pid, gid, group.name, prefix, t, queryClient],
  );
  return <ProblemEdit mode={mode} />;
}
