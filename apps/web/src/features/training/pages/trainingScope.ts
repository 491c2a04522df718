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

/** The training's own paths. */
export const trainingPath = {
  root: (tid: number) => `/training/${tid}`,
  tab: (tid: number, piece: string) => (piece ? `/training/${tid}/${piece}` : `/training/${tid}`),
  problem: (tid: number, problemId: string) => `/training/${tid}/problem/${encodeURIComponent(problemId)}`,
  fullScreen: (tid: number, problemId: string) => `/training/${tid}/problem/${encodeURIComponent(problemId)}/full-screen`,
};
