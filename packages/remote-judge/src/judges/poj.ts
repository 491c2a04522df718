import { RemoteError, type RemoteAdapter } from '../adapter.ts';

const notYet = (): never => {
  throw new RemoteError('PARSE_ERROR', 'this judge is being built');
};

export const poj: RemoteAdapter = {
  key: 'POJ',
  defaultUrl: 'http://poj.org',
  languages: [],
  isLoggedIn: async () => false,
  login: async () => notYet(),
  lastRunId: async () => notYet(),
  submit: async () => notYet(),
  poll: async () => notYet(),
  importProblem: async () => notYet(),
};
