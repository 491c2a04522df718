import { createContext, useContext } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import {
  isSuperAdmin,
  type AdminTraining,
  type AdminTrainingProblemListVO,
  type AdminTrainingVO,
  type Page,
  type RemoteKey,
  type UserInfoVO,
} from '@arbiter/contract';
import { allows } from '@/components/admin/access.ts';
import { changeProblemAuth, type AuthValue } from '@/features/problem/index.ts';
import {
  addTrainingProblem,
  changeTrainingProblemRank,
  changeTrainingStatus,
  deleteBankProblem,
  deleteTraining,
  getAdminTraining,
  getAdminTrainingList,
  getTrainingProblemList,
  importRemoteTrainingProblem,
  removeTrainingProblem,
  saveTraining,
  type AdminTrainingListParams,
  type TrainingBody,
  type TrainingProblemListParams,
} from '../api/admin-training.ts';
import { trainingAdminKeys } from '../api/admin-keys.ts';
import { canManageTraining } from './rules.ts';

type User = Pick<UserInfoVO, 'username' | 'roleList'> | null;

/**
 * Where the training back office works: the site's (/admin/training, hoj-api §13.6) or a group's
 * (its Training tab in admin mode, hoj-api §11). The list, the form and the problem pages read it,
 * so one set of screens serves both; each desk brings its calls, query keys, paths and who may do what.
 */
export interface TrainingDesk {
  /** The list's path: a new training is `${base}/create`, a training's pages `${base}/${id}/edit` and `/problems`. */
  base: string;
  /** Where a training opens as its students see it. */
  viewPath: (tid: number) => string;
  keys: {
    all: QueryKey;
    list: (params: AdminTrainingListParams) => QueryKey;
    training: (tid: number) => QueryKey;
    problemLists: QueryKey;
    problems: (params: TrainingProblemListParams) => QueryKey;
  };
  /** Whether the list searches by keyword (a group's lists all its trainings). */
  searchable: boolean;
  list: (params: AdminTrainingListParams) => Promise<Page<AdminTraining>>;
  get: (tid: number) => Promise<AdminTrainingVO>;
  save: (body: TrainingBody) => Promise<string>;
  remove: (tid: number) => Promise<string>;
  changeStatus: (tid: number, author: string | null, status: boolean) => Promise<string>;
  problems: (params: TrainingProblemListParams) => Promise<AdminTrainingProblemListVO>;
  changeRank: (link: { id: number; tid: number; pid: number; rank: number }) => Promise<string>;
  removeProblem: (tid: number, pid: number) => Promise<string>;
  addFromPublic: (tid: number, pid: number, displayId: string) => Promise<string>;
  /** Adds one of the group's problems by its display id; null in the back office. */
  addFromGroup: ((tid: number, problemId: string) => Promise<string>) | null;
  /** Fetches a remote judge's problem into the training. */
  importRemote: (tid: number, name: RemoteKey, problemId: string) => Promise<string>;
  /** A new problem made for the training: the back office's way in only. */
  siteExtras: boolean;
  /** Changes a problem's auth from the list; null shows the auth without the select. */
  changeAuth: ((pid: number, auth: AuthValue) => Promise<string>) | null;
  /** Deletes the problem itself, for those `allowed`; null where the list does not offer it. */
  deleteProblem: { call: (pid: number) => Promise<string>; allowed: (user: User) => boolean } | null;
  /** The problem's edit page, or null where the desk cannot edit it (a group edits only its own problems). */
  problemEditPath: (problem: { id: number; gid: number | null }) => string | null;
  /** Who edits, hides and fills a training, and who deletes it (the server decides again). */
  canManage: (row: Pick<AdminTraining, 'author'>, user: User) => boolean;
  canDelete: (row: Pick<AdminTraining, 'author'>, user: User) => boolean;
}

/** The back office's desk: any admin reads every site training; its author, a super admin or a problem admin changes one. */
const siteTrainingDesk: TrainingDesk = {
  base: '/admin/training',
  viewPath: (tid) => `/training/${tid}`,
  keys: trainingAdminKeys,
  searchable: true,
  list: getAdminTrainingList,
  get: getAdminTraining,
  save: saveTraining,
  remove: deleteTraining,
  changeStatus: changeTrainingStatus,
  problems: getTrainingProblemList,
  changeRank: changeTrainingProblemRank,
  removeProblem: removeTrainingProblem,
  addFromPublic: addTrainingProblem,
  addFromGroup: null,
  importRemote: importRemoteTrainingProblem,
  siteExtras: true,
  changeAuth: changeProblemAuth,
  deleteProblem: { call: deleteBankProblem, allowed: (user) => allows(user?.roleList ?? [], 'manager') },
  problemEditPath: (problem) => `/admin/problem/edit/${problem.id}`,
  canManage: canManageTraining,
  canDelete: (_row, user) => isSuperAdmin(user?.roleList ?? []),
};

export const TrainingDeskContext = createContext<TrainingDesk>(siteTrainingDesk);

export const useTrainingDesk = () => useContext(TrainingDeskContext);
