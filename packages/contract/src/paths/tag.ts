/** The paths of the tag and classification calls by name; their rows are in `endpoints/tag.ts`. */
export const tagPaths = {
  problemTags: '/api/get-problem-tags',
  allProblemTags: '/api/get-all-problem-tags',
  problemTagsAndClassification: '/api/get-problem-tags-and-classification',
  adminTag: '/api/admin/tag',
  adminTagClassification: '/api/admin/tag/classification',
} as const;
