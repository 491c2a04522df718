import { useSyncExternalStore } from 'react';
import { isAdminRole, isSuperAdmin, type UserInfoVO } from '@arbiter/contract';
import { STORAGE_KEYS, readStorage, writeStorage } from './storage.ts';

/** The signed-in session (spec part 1 §4): the token and the user info, mirrored in localStorage. */
export interface SessionState {
  token: string | null;
  user: UserInfoVO | null;
}

function readUser(): UserInfoVO | null {
  const raw = readStorage(STORAGE_KEYS.userInfo);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as UserInfoVO | null;
    return parsed && typeof parsed === 'object' && typeof parsed.username === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

function load(): SessionState {
  const token = readStorage(STORAGE_KEYS.token);
  return { token: token || null, user: token ? readUser() : null };
}

let state: SessionState = load();
const listeners = new Set<() => void>();

function emit(next: SessionState): void {
  state = next;
  for (const l of listeners) l();
}

export const session = {
  get(): SessionState {
    return state;
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The token as stored right now (other tabs may have changed it). */
  storedToken(): string | null {
    return readStorage(STORAGE_KEYS.token) || null;
  },
  setToken(token: string): void {
    writeStorage(STORAGE_KEYS.token, token);
    if (token !== state.token) emit({ ...state, token });
  },
  login(token: string, user: UserInfoVO): void {
    writeStorage(STORAGE_KEYS.token, token);
    writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
    emit({ token, user });
  },
  setUser(user: UserInfoVO): void {
    writeStorage(STORAGE_KEYS.userInfo, JSON.stringify(user));
    emit({ ...state, user });
  },
  updateUser(patch: Partial<UserInfoVO>): void {
    if (!state.user) return;
    session.setUser({ ...state.user, ...patch });
  },
  clear(): void {
    writeStorage(STORAGE_KEYS.token, null);
    writeStorage(STORAGE_KEYS.userInfo, null);
    if (state.token !== null || state.user !== null) emit({ token: null, user: null });
  },
  /** Re-read the token from storage (a tab became visible again). Returns whether a session was lost. */
  resync(): boolean {
    const stored = session.storedToken();
    if (stored === state.token) return false;
    if (stored) {
      emit({ token: stored, user: readUser() ?? state.user });
      return false;
    }
    const hadSession = state.token !== null;
    emit({ token: null, user: null });
    return hadSession;
  },
};

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

export function useIsLoggedIn(): boolean {
  return useSession().token !== null;
}

export function roleFlags(user: UserInfoVO | null): { isAdmin: boolean; isRoot: boolean } {
  const roles = user?.roleList ?? [];
  return { isAdmin: isAdminRole(roles), isRoot: isSuperAdmin(roles) };
}
