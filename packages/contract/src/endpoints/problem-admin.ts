import { del, file, get, post, put, shape } from '../endpoint.ts';
import { ROLE_GROUPS } from '../roles.ts';
import { compileCheckerRequest } from '../checker-compile.ts';
import type { Page } from '../envelope.ts';
import {
  type CodeTemplate,
  type CreatedProblemVO,
  type Language,
  type Problem,
  type ProblemCase,
  type UploadTestcaseZipVO,
  adminProblemListQuery,
  changeProblemAuthRequest,
  problemCasesQuery,
  problemDTO,
  problemPidQuery,
  uploadTestcaseZipQuery,
} from '../problem.ts';
import { problemAdminPaths } from '../paths/problem-admin.ts';
import { importRemoteProblemQuery } from '../remote-judge.ts';

/** The problem bank's admin calls (hoj-api §13.4), its test-data files (§12) and two public reads (§4). */

const P = problemAdminPaths;
const admins = { auth: 'login', roles: ROLE_GROUPS.admins } as const;

export const problemAdminEndpoints = {
  adminProblemList: get(P.adminProblemList, { ...admins, query: adminProblemListQuery, response: shape<Page<Problem>>() }),
  adminProblem: get(P.adminProblem, { ...admins, query: problemPidQuery, response: shape<Problem>() }),
  adminProblemCreate: post(P.adminProblem, { ...admins, body: problemDTO, response: shape<CreatedProblemVO>() }),
  adminImportRemoteProblem: get(P.adminImportRemoteProblem, { ...admins, query: importRemoteProblemQuery, response: shape<null>() }),
  adminProblemUpdate: put(P.adminProblem, { ...admins, body: problemDTO, response: shape<null>() }),
  adminProblemDelete: del(P.adminProblem, { auth: 'login', roles: ROLE_GROUPS.managers, query: problemPidQuery, response: shape<null>() }),
  // The edit form's reads: site admins, and group admins for their group's problems (the server checks which).
  adminProblemCases: get(P.adminProblemCases, { auth: 'login', query: problemCasesQuery, response: shape<ProblemCase[]>() }),
  adminProblemCodeTemplates: get(P.adminProblemCodeTemplates, { auth: 'login', query: problemPidQuery, response: shape<CodeTemplate[]>() }),
  adminChangeProblemAuth: put(P.adminChangeProblemAuth, { ...admins, body: changeProblemAuthRequest, response: shape<null>() }),
  // A test compile on a judge host; the call answers when the host has compiled it.
  adminCompileSpj: post(P.adminCompileSpj, { ...admins, body: compileCheckerRequest, response: shape<null>() }),
  adminCompileInteractive: post(P.adminCompileInteractive, { ...admins, body: compileCheckerRequest, response: shape<null>() }),
  problemLanguages: get(P.problemLanguages, { auth: 'anon', query: problemPidQuery, response: shape<Language[]>() }),
  problemCodeTemplate: get(P.problemCodeTemplate, { auth: 'anon', query: problemPidQuery, response: shape<CodeTemplate[]>() }),
  // Site admins, and group admins for their group's problems (`gid`): the server checks which.
  uploadTestcaseZip: post(P.uploadTestcaseZip, {
    auth: 'login',
    query: uploadTestcaseZipQuery,
    upload: { file: 'file' },
    response: shape<UploadTestcaseZipVO>(),
  }),
  downloadTestcase: get(P.downloadTestcase, { auth: 'login', query: problemPidQuery, response: file() }),
} as const;
