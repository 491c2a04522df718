/** The api-token area's query keys. */
export const apiTokenKeys = {
  mine: ['api-token', 'mine'] as const,
  judge: ['api-token', 'judge'] as const,
};
