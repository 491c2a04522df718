import { file, get, post, shape } from '../endpoint.ts';
import { ROLE_GROUPS } from '../roles.ts';
import {
  type ImportResult,
  type VerificationReport,
  exportProblemQuery,
  kattisImportData,
  verificationQuery,
} from '../problem-transfer.ts';
import { problemTransferPaths } from '../paths/problem-transfer.ts';

/** Problem import, export (root only) and package verification (hoj-api §12, hoj-data-and-judge B.17). */

const P = problemTransferPaths;
const root = { auth: 'login', roles: ROLE_GROUPS.root } as const;
const archive = { file: 'file' } as const;

export const problemTransferEndpoints = {
  importProblem: post(P.importProblem, { ...root, upload: archive, response: shape<ImportResult>() }),
  importQdojProblem: post(P.importQdojProblem, { ...root, upload: archive, response: shape<ImportResult>() }),
  importFpsProblem: post(P.importFpsProblem, { ...root, upload: archive, response: shape<ImportResult>() }),
  importHydroProblem: post(P.importHydroProblem, { ...root, upload: archive, response: shape<ImportResult>() }),
  importKattisProblem: post(P.importKattisProblem, {
    ...root,
    upload: { file: 'file', fields: kattisImportData },
    response: shape<ImportResult>(),
  }),
  exportProblem: get(P.exportProblem, { ...root, query: exportProblemQuery, response: file() }),
  adminProblemVerification: get(P.adminProblemVerification, {
    auth: 'login',
    roles: ROLE_GROUPS.admins,
    query: verificationQuery,
    response: shape<VerificationReport>(),
  }),
} as const;
