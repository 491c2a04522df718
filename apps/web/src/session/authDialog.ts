import { useSyncExternalStore } from 'react';

/** The three modes of the top-bar account dialog (spec part 1 §2.3). */
export type AuthMode = 'login' | 'register' | 'reset';

export interface AuthDialogState {
  open: boolean;
  mode: AuthMode;
  /** Prefills the login username (after registering). */
  username: string;
}

let state: AuthDialogState = { open: false, mode: 'login', username: '' };
const listeners = new Set<() => void>();

function set(next: AuthDialogState): void {
  state = next;
  for (const l of listeners) l();
}

export const authDialog = {
  get: (): AuthDialogState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open(mode: AuthMode = 'login', username = ''): void {
    set({ open: true, mode, username: username || state.username });
  },
  switchMode(mode: AuthMode): void {
    set({ ...state, mode });
  },
  close(): void {
    set({ ...state, open: false });
  },
};

export function useAuthDialog(): AuthDialogState {
  return useSyncExternalStore(authDialog.subscribe, authDialog.get, authDialog.get);
}
