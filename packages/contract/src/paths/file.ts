/** The paths of the file calls by name; their rows are in `endpoints/file.ts`. */
export const filePaths = {
  uploadAvatar: '/api/file/upload-avatar',
  uploadMdImg: '/api/file/upload-md-img',
  deleteMdImg: '/api/file/delete-md-img',
  uploadMdFile: '/api/file/upload-md-file',
  /** Followed by `/<name>`: the URL an uploaded image is served at. */
  publicImg: '/api/public/img',
  /** Followed by `/<name>`: the URL a file attached to markdown is downloaded from. */
  publicFile: '/api/public/file',
} as const;
