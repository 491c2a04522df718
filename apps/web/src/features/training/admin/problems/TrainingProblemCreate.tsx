import { useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProblemDTO } from '@arbiter/contract';
import { addTrainingProblem, getAdminTraining } from '../../api/admin-training.ts';
import { trainingAdminKeys } from '../../api/admin-keys.ts';
import { PageLoading } from '@/components/common/PageLoading.tsx';
import { idParam } from '@/components/admin/listQuery.ts';
import { SubjectLoadFailed } from '@/components/admin/SubjectPageCard.tsx';
import { createProblem, ProblemEdit, updateProblem, type ProblemFormMode } from '@/features/problem/index.ts';

/**
 * /admin/training/:trainingId/problem/create — the bank's problem form in training mode: the new
 * problem is created in the bank, then added to the training under its own problem id, and the
 * page goes back to the training's problems.
 */
export default function TrainingProblemCreate() {
  const { t } = useTranslation();
  const tid = idParam(useParams().trainingId);
  const valid = !Number.isNaN(tid);
  const training = useQuery({ queryKey: trainingAdminKeys.training(tid), queryFn: () => getAdminTraining(tid), enabled: valid });
  // A problem created by an earlier attempt whose adding then failed: the next save updates it instead of creating another.
  const created = useRef<{ pid: number; problemId: string } | null>(null);

  if (!valid || training.isError) {
    return (
      <SubjectLoadFailed
        text={t('adminTraining.problemForm.loadFailed')}
        back={{ to: '/admin/training', label: t('adminTraining.backToList') }}
        testId="training-problem-load-failed"
      />
    );
  }
  if (!training.data) return <PageLoading />;

  const save = async (dto: ProblemDTO): Promise<string> => {
    let msg: string;
    if (created.current === null) {
      const result = await createProblem(dto);
      // The server's problem id: upper-cased, or made up from the new id when left empty.
      created.current = { pid: result.data.pid, problemId: result.data.problemId };
      msg = result.msg;
    } else {
      msg = await updateProblem({ ...dto, problem: { ...dto.problem, id: created.current.pid } });
      const renamed = (dto.problem.problemId ?? '').trim().toUpperCase();
      if (renamed) created.current = { ...created.current, problemId: renamed };
    }
    await addTrainingProblem(tid, created.current.pid, created.current.problemId);
    return msg;
  };

  const mode: ProblemFormMode = {
    pid: null,
    backTo: `/admin/training/${tid}/problems`,
    backLabel: t('adminTraining.problems.backToProblems'),
    heading: t('adminTraining.problemForm.createTitle', { training: training.data.training.title }),
    save,
  };
  return <ProblemEdit mode={mode} />;
}
