/** The notice area's query keys; `all` is the prefix of every page of the list. */
export const noticeKeys = {
  all: ['sys-notice'] as const,
  list: (type: string, page: number, size: number) => ['sys-notice', type, page, size] as const,
};
