import { del, get, post, put, shape } from '../endpoint.ts';
import { ROLE_GROUPS } from '../roles.ts';
import { type TagClassification, type TagGroup, ojQuery, problemTagsQuery } from '../problem-bank.ts';
import type { Tag } from '../problem.ts';
import { classificationIdQuery, classificationSaveRequest, tagIdQuery, tagSaveRequest } from '../tag.ts';
import { tagPaths } from '../paths/tag.ts';

/** Tags and their classifications: public reads (hoj-api §4) and admin edits (§13.3). */

const P = tagPaths;
const managers = { auth: 'login', roles: ROLE_GROUPS.managers } as const;

export const tagEndpoints = {
  // Without a problem the answer is empty; a problem closed to the caller is refused like its detail.
  problemTags: get(P.problemTags, { auth: 'anon', query: problemTagsQuery, response: shape<Tag[]>() }),
  allProblemTags: get(P.allProblemTags, { auth: 'anon', query: ojQuery, response: shape<Tag[]>() }),
  problemTagsAndClassification: get(P.problemTagsAndClassification, { auth: 'anon', query: ojQuery, response: shape<TagGroup[]>() }),
  adminTagCreate: post(P.adminTag, { ...managers, body: tagSaveRequest, response: shape<Tag>() }),
  adminTagUpdate: put(P.adminTag, { ...managers, body: tagSaveRequest, response: shape<null>() }),
  adminTagDelete: del(P.adminTag, { ...managers, query: tagIdQuery, response: shape<null>() }),
  adminTagClassification: get(P.adminTagClassification, { ...managers, query: ojQuery, response: shape<TagClassification[]>() }),
  adminTagClassificationCreate: post(P.adminTagClassification, {
    ...managers,
    body: classificationSaveRequest,
    response: shape<TagClassification>(),
  }),
  adminTagClassificationUpdate: put(P.adminTagClassification, { ...managers, body: classificationSaveRequest, response: shape<null>() }),
  adminTagClassificationDelete: del(P.adminTagClassification, { ...managers, query: classificationIdQuery, response: shape<null>() }),
} as const;
