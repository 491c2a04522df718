import { RemoteError, type RemoteAdapter } from '../adapter.ts';

const notYet = (): never => {
  throw new RemoteError('PARSE_ERROR', 'this judge is being built');
};

export const codeforces: RemoteAdapter = {
  key: 'CF',
  defaultUrl: 'https://codeforces.com',
  languages: [],
  isLoggedIn: async () => false,
  login: async () => notYet(),
  lastRunId: async () => notYet(),
  submit: async () => notYet(),
  poll: async () => notYet(),
  importProblem: async () => notYet(),
};
