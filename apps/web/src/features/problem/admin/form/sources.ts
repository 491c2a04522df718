import { useQuery } from '@tanstack/react-query';
import { OWN_OJ, type Problem, type Tag } from '@arbiter/contract';
import { getAdminCodeTemplates, getAdminProblem, getAdminProblemCases } from '../../api/admin-problem.ts';
import { problemKeys } from '../../api/keys.ts';
import { getAllProblemTags, getLanguages, getProblemLanguages, getProblemTags } from '../../api/problem.ts';
import type { StoredProblem } from './model.ts';

/** Everything the edit page shows of a stored problem (hoj-api §13.4, §4); a contest reads the problem through its own call. */
async function loadStoredProblem(pid: number, getProblem: (pid: number) => Promise<Problem>): Promise<StoredProblem> {
  const problem = await getProblem(pid);
  const [cases, languages, templates, tags] = await Promise.all([
    getAdminProblemCases(pid, problem.isUploadCase),
    getProblemLanguages(pid),
    // Not the public read: it leaves out disabled templates, which the save would then delete.
    getAdminCodeTemplates(pid),
    getProblemTags(pid),
  ]);
  return { problem, cases, languages, templates, tags };
}

/** What the problem form needs: every language, the site's own tags (a group's: `groupTags`), and (edit) the stored problem. */
export function useFormSources(
  pid: number | null,
  getProblem: (pid: number) => Promise<Problem> = getAdminProblem,
  groupTags?: { gid: number; load: () => Promise<Tag[]> },
) {
  const languages = useQuery({
    queryKey: problemKeys.admin.languages,
    queryFn: () => getLanguages(undefined, true),
    staleTime: 5 * 60_000,
  });
  const tags = useQuery({
    queryKey: groupTags ? problemKeys.admin.groupTags(groupTags.gid) : problemKeys.admin.tags(OWN_OJ),
    queryFn: groupTags ? groupTags.load : () => getAllProblemTags(OWN_OJ),
  });
  const stored = useQuery({
    queryKey: problemKeys.admin.problem(pid ?? 0),
    queryFn: () => loadStoredProblem(pid ?? 0, getProblem),
    enabled: pid !== null,
    // The form starts from what is stored now, never from an older copy.
    staleTime: 0,
    gcTime: 0,
  });
  return { languages, tags, stored };
}
