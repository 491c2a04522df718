import { z } from 'zod';
import { id, ID_MAX, numberField, optionalQueryId, pageQuery, queryFlag } from './ids.ts';
import { customIssue } from './messages.ts';
import { RANK_SHOW_NAMES, type RankShowName } from './contest.ts';
import type { Tag } from './problem.ts';

/**
 * Trainings (spec part 2 §2.15, §3 Training, §4 Training; part 3 §3, §5; hoj-api §7, §13.6): an
 * ordered set of problems a teacher assigns, public or private (password), with its categories.
 */

export const TRAINING_AUTHS = ['Public', 'Private'] as const;
export type TrainingAuth = (typeof TRAINING_AUTHS)[number];
export const TrainingAuth = { PUBLIC: 'Public', PRIVATE: 'Private' } as const satisfies Record<string, TrainingAuth>;

export const TRAINING_LIST_PAGE_SIZE = 15;
export const TRAINING_RANK_PAGE_SIZE = 30;
export const ADMIN_TRAINING_PAGE_SIZE = 10;
/** The order number of a new training (smaller first), part 3 §9. */
export const TRAINING_RANK_DEFAULT = 1000;
export const TRAINING_RANK_MAX = ID_MAX;

// ---------------------------------------------------------------- requests

const keyword = z.string().trim().max(255).optional().catch(undefined);

export const trainingListQuery = z.object({
  ...pageQuery,
  keyword,
  categoryId: optionalQueryId('The category id').catch(undefined),
  auth: z.enum(TRAINING_AUTHS).optional().catch(undefined),
});
export type TrainingListQuery = z.infer<typeof trainingListQuery>;

export const tidQuery = z.object({ tid: id('The training id') });

export const registerTrainingRequest = z.object({
  tid: id('The training id'),
  password: z.string('Enter the training password').trim().min(1, 'Enter the training password').max(255),
});

export const trainingRankQuery = z.object({ tid: id('The training id'), ...pageQuery, keyword });
export type TrainingRankQuery = z.infer<typeof trainingRankQuery>;

// ---------------------------------------------------------------- admin requests

export const adminTrainingListQuery = z.object({ ...pageQuery, keyword });

/** The form's refinements, with their Chinese. */
const FORM_ISSUE = {
  passwordRequired: { en: 'Training Password is required', zh: '训练密码不能为空' },
  categoryRequired: { en: 'Training Category is required', zh: '训练分类不能为空' },
} as const;

const colour = z
  .string('The category colour is required')
  .trim()
  .min(1, 'The category colour is required')
  .max(32, 'The colour can not exceed 32 characters');

/** A training category (`{id?, name, color, gid?}`). */
export const trainingCategoryBody = z.object({
  id: id('The category id').optional().nullable(),
  name: z
    .string('The category name is required')
    .trim()
    .min(1, 'The category name is required')
    .max(255, 'The category name can not exceed 255 characters'),
  color: colour,
  gid: id('The group id').optional().nullable(),
});
export type TrainingCategoryBody = z.infer<typeof trainingCategoryBody>;

export const trainingCategoryDeleteQuery = z.object({ cid: id('The category id') });

/** TrainingDTO: the training and its category (a category without an id is created with it). */
export const trainingDTO = z
  .object({
    training: z.object({
      id: id('The training id').optional().nullable(),
      rank: numberField(
        z
          .number('The order number is required')
          .int('The order number must be a whole number from 0 to 2147483647')
          .min(0, 'The order number must be a whole number from 0 to 2147483647')
          .max(TRAINING_RANK_MAX, 'The order number must be a whole number from 0 to 2147483647'),
      ).default(TRAINING_RANK_DEFAULT),
      title: z.string('Title is required').trim().min(1, 'Title is required').max(255, 'Title Can not exceed 255'),
      description: z
        .string('Description is required')
        .trim()
        .min(1, 'Description is required')
        .max(65_535, 'Description can not exceed 65535 characters'),
      auth: z.enum(TRAINING_AUTHS, 'The training auth must be Public or Private'),
      privatePwd: z.string().max(255, 'The password can not exceed 255 characters').optional().nullable(),
      status: z.boolean('The visibility must be true or false').default(true),
      rankShowName: z.enum(RANK_SHOW_NAMES).default('username'),
      /** The creator a new training names, as the client sends it; the server records the caller instead. */
      author: z.string().max(255).optional().nullable(),
      /** The group of a group's training (POST /api/group/training); the back office's trainings have none. */
      gid: id('The group id').optional().nullable(),
    }),
    trainingCategory: z
      .object({
        id: id('The category id').optional().nullable(),
        name: z.string().trim().max(255, 'The category name can not exceed 255 characters').optional().nullable(),
        color: z.string().trim().max(32, 'The colour can not exceed 32 characters').optional().nullable(),
      })
      .optional()
      .nullable(),
  })
  .superRefine((dto, ctx) => {
    const t = dto.training;
    if (t.auth === TrainingAuth.PRIVATE && !(t.privatePwd ?? '').trim())
      customIssue(ctx, FORM_ISSUE.passwordRequired, ['training', 'privatePwd']);
    const c = dto.trainingCategory;
    if (!c || (!c.id && !(c.name ?? '').trim())) customIssue(ctx, FORM_ISSUE.categoryRequired, ['trainingCategory']);
  });
export type TrainingDTOBody = z.infer<typeof trainingDTO>;

export const changeTrainingStatusQuery = z.object({
  tid: id('The training id'),
  /** The training's author, as the client sends it (hoj-api §13.6); the server reads the training's own. */
  author: z.string().max(255).optional().catch(undefined),
  status: z.enum(['true', 'false'], 'The visibility must be true or false').transform((v) => v === 'true'),
});

export const adminTrainingProblemListQuery = z.object({
  tid: id('The training id'),
  ...pageQuery,
  keyword,
  /** true: the training's own problems; false (default): public bank problems not yet in it. */
  queryExisted: queryFlag,
});

/** A training problem's order (PUT /api/admin/training/problem). */
export const trainingProblemBody = z.object({
  id: id('The training problem').optional().nullable(),
  tid: id('The training id'),
  pid: id('The problem'),
  rank: numberField(
    z
      .number('The order number is required')
      .int('The order number must be a whole number from 0 to 2147483647')
      .min(0, 'The order number must be a whole number from 0 to 2147483647')
      .max(TRAINING_RANK_MAX, 'The order number must be a whole number from 0 to 2147483647'),
  ),
  displayId: z.string().trim().max(255).optional().nullable(),
});

/** Without `tid` the problem itself is deleted (managers only). */
export const removeTrainingProblemQuery = z.object({ pid: id('The problem'), tid: optionalQueryId('The training id') });

export const addTrainingProblemFromPublicBody = z.object({
  pid: id('The problem'),
  tid: id('The training id'),
  displayId: z.string().trim().max(255).optional().nullable(),
});

// ---------------------------------------------------------------- responses

export interface TrainingCategory {
  id: number;
  name: string;
  color: string;
  gid: number | null;
}

/** A training as lists and the detail page show it (TrainingVO). */
export interface TrainingVO {
  id: number;
  title: string;
  description: string;
  author: string | null;
  auth: TrainingAuth;
  rank: number;
  categoryId: number | null;
  categoryName: string | null;
  categoryColor: string | null;
  /** Problems of the training a student can open (public ones). */
  problemCount: number;
  /** Of those, how many the caller solved; 0 when signed out. */
  acCount: number;
  gid: number | null;
  rankShowName: RankShowName;
  gmtModified: string;
}

/** A training problem as the training's problem list shows it (ProblemVO). */
export interface TrainingProblemVO {
  pid: number;
  problemId: string;
  title: string;
  difficulty: number;
  type: number;
  tags: Tag[];
  ac: number;
  total: number;
  /** The caller's status on it (-10 not submitted). */
  myStatus: number;
  /** Its order number in the training. */
  rank: number;
}

export interface TrainingAccessVO {
  access: boolean;
}

/** One problem's cell on the training rank: the latest status until the first accepted run, then its fastest time. */
export interface TrainingRankCell {
  status: number;
  score: number | null;
  isAC: boolean;
  /** Milliseconds of the fastest accepted run. */
  runTime: number | null;
}

export interface TrainingRankVO {
  rank: number;
  uid: string;
  username: string;
  nickname: string | null;
  /** Only for the training's admins. */
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
  ac: number;
  /** Sum of the fastest accepted runs, milliseconds. */
  totalRunTime: number;
  /** By the problem's display id. */
  submissionInfo: Record<string, TrainingRankCell>;
}

/** A training row of the back office (Training). */
export interface AdminTraining {
  id: number;
  title: string;
  description: string;
  author: string | null;
  auth: TrainingAuth;
  privatePwd: string | null;
  rank: number;
  status: boolean;
  rankShowName: RankShowName;
  isGroup: boolean;
  gid: number | null;
  gmtCreate: string;
  gmtModified: string;
}

/** GET /api/admin/training (TrainingDTO). */
export interface AdminTrainingVO {
  training: AdminTraining;
  trainingCategory: TrainingCategory | null;
}

/** A problem's place in a training (TrainingProblem). */
export interface TrainingProblemRow {
  id: number;
  tid: number;
  pid: number;
  displayId: string;
  rank: number;
}
