import { RemoteError, type RemoteAdapter } from '../adapter.ts';

const notYet = (): never => {
  throw new RemoteError('PARSE_ERROR', 'this judge is being built');
};

export const libreoj: RemoteAdapter = {
  key: 'LIBRE',
  defaultUrl: 'https://api.loj.ac/api',
  languages: [],
  isLoggedIn: async () => false,
  login: async () => notYet(),
  lastRunId: async () => notYet(),
  submit: async () => notYet(),
  poll: async () => notYet(),
  importProblem: async () => notYet(),
};
