/** The paths of the avatar upload and public image calls by name; their rows are in `endpoints/file.ts`. */
export const filePaths = {
  uploadAvatar: '/api/file/upload-avatar',
  /** Followed by `/<name>`: the URL an uploaded image is served at. */
  publicImg: '/api/public/img',
} as const;
