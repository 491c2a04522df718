import { useCallback, useMemo, useState } from 'react';
import { readFollowed, toggleFollowed, writeFollowed } from './following.ts';

export interface Followed {
  followed: readonly string[];
  followedSet: ReadonlySet<string>;
  toggle: (uid: string) => void;
}

/** The followed users of one contest's board, kept in browser storage. */
export function useFollowed(cid: number): Followed {
  const [state, setState] = useState(() => ({ cid, list: readFollowed(cid) }));
  // Another contest's board: read its own list.
  if (state.cid !== cid) setState({ cid, list: readFollowed(cid) });
  const list = state.cid === cid ? state.list : readFollowed(cid);

  const toggle = useCallback(
    (uid: string) => {
      const next = toggleFollowed(list, uid);
      writeFollowed(cid, next);
      setState({ cid, list: next });
    },
    [cid, list],
  );
  const followedSet = useMemo(() => new Set(list), [list]);
  return { followed: list, followedSet, toggle };
}
