export * from './envelope.ts';
export * from './roles.ts';
export * from './ids.ts';
export * from './judge-status.ts';
export * from './rules.ts';
export * from './limits.ts';
export * from './account.ts';
export * from './home.ts';
export * from './md-files.ts';
export {
  type AuthLevel,
  type Endpoint,
  type EndpointInput,
  type EndpointResponse,
  type EndpointSchema,
  type EndpointSpec,
  type FileDownload,
  type HttpMethod,
  type Responds,
  type UploadFile,
  type UploadSpec,
} from './endpoint.ts';
export * from './endpoints/index.ts';
export { API } from './paths/index.ts';
export * from './judge-host.ts';
export * from './submission.ts';
export * from './language.ts';
export * from './judging.ts';
export * from './subtask.ts';
export * from './problem.ts';
export * from './checker-compile.ts';
export * from './problem-bank.ts';
export * from './tag.ts';
export * from './rank.ts';
export * from './problem-transfer.ts';
export * from './contest.ts';
export * from './training.ts';
export * from './switch.ts';
export * from './site-config.ts';
export * from './sso.ts';
export * from './user-admin.ts';
export * from './comment.ts';
export * from './messages.ts';
export * from './message.ts';
export * from './discussion.ts';
export * from './group.ts';
export * from './group-problem.ts';
export * from './remote-judge.ts';
export * from './live.ts';
export * from './clics.ts';
export * from './api-token.ts';
export * from './token-scopes.ts';
