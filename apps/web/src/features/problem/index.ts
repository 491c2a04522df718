/**
 * The problem area's public entry: what other areas may use of it (the lint forbids reaching past
 * it). The app mounts its pages through routes.tsx and loads its words through i18n/index.ts.
 */

// The parts of a problem page, which a contest's problem page reuses.
export { EditorToggle } from './components/EditorToggle.tsx';
export { FileIoPopover } from './components/FileIoPopover.tsx';
export { TagsPopover } from './components/ProblemTagList.tsx';
export { StatisticDialog } from './components/StatisticDialog.tsx';
export { SubmitPanel } from './components/SubmitPanel.tsx';
export { percent, percentValue } from './components/limits.ts';
export type { SubmitTarget } from './components/useSubmitFlow.ts';
export { type MySubmissionsSource } from './pages/MySubmissions.tsx';
export { ProblemTabs } from './pages/ProblemTabs.tsx';
export { SplitPane } from './pages/SplitPane.tsx';
export { getUserProblemStatus } from './api/problem.ts';

// The whole bank problem page, which a training shows under its strip and submits to with its tid.
export { ProblemView } from './pages/ProblemView.tsx';
export { ProblemStrip } from './components/ProblemStrip.tsx';

// How a problem row looks, which a training's problem list shows too, and the table of an area's
// problems, which a contest's and a training's problem lists share.
export { AreaProblemTable } from './components/AreaProblemTable.tsx';
export { MyStatusIcon } from './pages/MyStatusIcon.tsx';
export { DifficultyTag } from './components/DifficultyTag.tsx';
export { ProblemTagList } from './components/ProblemTagList.tsx';

// The problem form of the back office, which a contest's own problems use.
export { default as ProblemEdit, type ProblemFormMode } from './admin/ProblemEdit.tsx';
export { changeType } from './admin/form/model.ts';
export { MarkdownField } from './admin/form/MarkdownField.tsx';
export type { MarkdownImages } from './admin/form/MarkdownImageUpload.tsx';

// What a training's problem page of the back office uses: the auth select, the test-case download,
// and the calls that create a problem for the training.
export { AuthSelect, useAuthLabels, useCanPublish } from './admin/AuthSelect.tsx';

// The remote judges' import, which the problem list, a contest's and a training's problems share.
export { ImportRemoteDialog } from './admin/ImportRemoteDialog.tsx';
export { authOptions, type AuthValue } from './admin/authOptions.ts';
export { changeProblemAuth, createProblem, downloadTestcases, updateProblem } from './api/admin-problem.ts';
