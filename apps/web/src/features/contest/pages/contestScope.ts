import { createContext, useContext } from 'react';
import type { ContestVO } from '@arbiter/contract';
import type { SubmitBlock } from '../components/contestRules.ts';

/** What every screen inside a contest knows about it and about the viewer (ContestScopeProvider fills it). */
export interface ContestScope {
  cid: number;
  contest: ContestVO;
  /** Server time minus browser time, so every clock in the contest shows the server's time. */
  offset: number;
  /** The status by the clock (-1, 0, 1): it changes at the start and the end without a reload. */
  status: number;
  isAdmin: boolean;
  isRoot: boolean;
  /** Registered (or not needed): what `get-contest-access` answers, true for public contests. */
  access: boolean;
  /** Only the overview can be opened. */
  menuDisabled: boolean;
  /** Results as they happen (false in a sealed OI contest for non-admins). */
  realTime: boolean;
  /** Why submitting is off, or null. */
  submitBlock: SubmitBlock | null;
  /** Submitting needs no password first (access, public contest or contest admin). */
  maySubmit: boolean;
  /** Opens the password dialog. */
  askPassword: () => void;
  /** Reads the contest and the access again (after registering). */
  refresh: () => void;
}

export const ContestScopeContext = createContext<ContestScope | null>(null);

export function useContestScope(): ContestScope {
  const scope = useContext(ContestScopeContext);
  if (!scope) throw new Error('useContestScope is used outside a contest');
  return scope;
}

/** The contest's own paths. */
export const contestPath = {
  root: (cid: number) => `/contest/${cid}`,
  tab: (cid: number, piece: string) => (piece ? `/contest/${cid}/${piece}` : `/contest/${cid}`),
  problem: (cid: number, displayId: string) => `/contest/${cid}/problem/${encodeURIComponent(displayId)}`,
  fullScreen: (cid: number, displayId: string) => `/contest/${cid}/problem/${encodeURIComponent(displayId)}/full-screen`,
  submission: (cid: number, displayId: string, submitId: number) =>
    `/contest/${cid}/problem/${encodeURIComponent(displayId)}/submission-detail/${submitId}`,
  submissions: (cid: number, query?: Record<string, string>) => {
    const qs = query ? new URLSearchParams(query).toString() : '';
    return `/contest/${cid}/submissions${qs ? `?${qs}` : ''}`;
  },
};
