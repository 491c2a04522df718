import { TRAINING_RANK_DEFAULT, TrainingAuth, type AdminTrainingVO, type RankShowName } from '@arbiter/contract';
import type { TrainingBody } from '../../api/admin-training.ts';

/**
 * The training form as it is edited (spec part 3 §3 Training, hoj-api §13.6 TrainingDTO): the
 * order number may be empty while typed, the category is picked from the existing ones.
 */
export interface TrainingForm {
  /** Null for a new training. */
  id: number | null;
  /** The order number in the list (smaller first); null while the field is empty. */
  rank: number | null;
  title: string;
  description: string;
  auth: TrainingAuth;
  privatePwd: string;
  /** Visible to students. */
  status: boolean;
  rankShowName: RankShowName;
  categoryId: number | null;
}

export function newTrainingForm(): TrainingForm {
  return {
    id: null,
    rank: TRAINING_RANK_DEFAULT,
    title: '',
    description: '',
    auth: TrainingAuth.PUBLIC,
    privatePwd: '',
    status: true,
    rankShowName: 'username',
    categoryId: null,
  };
}

/** The form of a stored training. */
export function formFromTraining({ training, trainingCategory }: AdminTrainingVO): TrainingForm {
  return {
    id: training.id,
    rank: training.rank,
    title: training.title,
    description: training.description,
    auth: training.auth,
    privatePwd: training.privatePwd ?? '',
    status: training.status,
    rankShowName: training.rankShowName,
    categoryId: trainingCategory?.id ?? null,
  };
}

/** What the save sends: trimmed texts; a public training keeps no password. */
export function toTrainingBody(form: TrainingForm): TrainingBody {
  const isPrivate = form.auth === TrainingAuth.PRIVATE;
  return {
    training: {
      ...(form.id !== null ? { id: form.id } : {}),
      // The form's rules refuse an empty field before anything is sent.
      rank: form.rank ?? undefined,
      title: form.title.trim(),
      description: form.description,
      auth: form.auth,
      privatePwd: isPrivate ? form.privatePwd.trim() : null,
      status: form.status,
      rankShowName: form.rankShowName,
    },
    trainingCategory: form.categoryId !== null ? { id: form.categoryId } : null,
  };
}
