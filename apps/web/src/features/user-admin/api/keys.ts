import type { UserListParams } from './users.ts';

/** The query keys of the user back office; `all` is the prefix of every page of the list. */
export const userAdminKeys = {
  all: ['admin', 'users'] as const,
  list: (p: UserListParams) => ['admin', 'users', p.currentPage, p.limit, p.keyword, p.onlyAdmin] as const,
};
