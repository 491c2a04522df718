import { RemoteError, type RemoteAdapter } from '../adapter.ts';

const notYet = (): never => {
  throw new RemoteError('PARSE_ERROR', 'this judge is being built');
};

export const hdu: RemoteAdapter = {
  key: 'HDU',
  defaultUrl: 'http://acm.hdu.edu.cn',
  languages: [],
  isLoggedIn: async () => false,
  login: async () => notYet(),
  lastRunId: async () => notYet(),
  submit: async () => notYet(),
  poll: async () => notYet(),
  importProblem: async () => notYet(),
};
