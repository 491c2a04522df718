/**
 * The submission area's public entry: what other areas may use of it (the lint forbids reaching
 * past it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

// How a verdict, a time and a memory are shown, everywhere.
export { JudgeStatusTag } from './components/JudgeStatusTag.tsx';
export { isRunning, statusLook } from './components/judgeStatus.ts';
export { formatMemory, formatRunTime, scoreTone } from './components/format.ts';
export { getSubmissionDetail, getSubmissionList, resubmitSubmission, unsealed } from './api/submission.ts';

// The submission list and detail, which a contest shows for its own submissions.
export { SubmissionTable } from './components/SubmissionTable.tsx';
export { useSubmissionPolling } from './components/useSubmissionPolling.ts';
export { SubmissionFilters } from './pages/SubmissionFilters.tsx';
export {
  PAGE_SIZES,
  changeFilters,
  filtersToSearch,
  listParams,
  parseFilters,
  type SubmissionFilters as SubmissionFilterValues,
} from './pages/listQuery.ts';
export { default as SubmissionDetails } from './pages/SubmissionDetails.tsx';
export { SubmissionListPanel } from './pages/SubmissionList.tsx';
