import { createContext, useContext } from 'react';
import type { TrainingVO } from '@arbiter/contract';

/** What every screen inside a training knows about it and about the viewer (TrainingScopeProvider fills it). */
export interface TrainingScope {
  tid: number;
  training: TrainingVO;
  /** What `get-training-access` answers: true for public trainings, admins and registered users. */
  access: boolean;
  /** The author or a super admin: sees real names on the rank. */
  isAdmin: boolean;
  /** Reads the training, the access and its lists again (after registering). */
  refresh: () => void;
  /** Where the training's pages live: under /training, or under its group's /group/{gid}/training. */
  paths: TrainingPaths;
}

export const TrainingScopeContext = createContext<TrainingScope | null>(null);

export function useTrainingScope(): TrainingScope {
  const scope = useContext(TrainingScopeContext);
  if (!scope) throw new Error('useTrainingScope is used outside a training');
  return scope;
}

/** A positive id from a route piece; 0 when it is not one (the screen then says the training does not exist). */
export function parseTrainingId(raw: string | undefined): number {
  if (!raw || !/^\d+$/.test(raw)) return 0;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
}

/** A training's pages under a base: `/training` for the site's, `/group/{gid}/training` for a group's. */
export function trainingPathsOf(base: string) {
  return {
    /** The list the training belongs to. */
    list: base,
    root: (tid: number) => `${base}/${tid}`,
    tab: (tid: number, piece: string) => (piece ? `${base}/${tid}/${piece}` : `${base}/${tid}`),
    problem: (tid: number, problemId: string) => `${base}/${tid}/problem/${encodeURIComponent(problemId)}`,
    fullScreen: (tid: number, problemId: string) => `${base}/${tid}/problem/${encodeURIComponent(problemId)}/full-screen`,
  };
}
export type TrainingPaths = ReturnType<typeof trainingPathsOf>;

/** The site training's own paths. */
export const trainingPath: TrainingPaths = trainingPathsOf('/training');
