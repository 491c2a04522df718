/** The files that markdown embeds or links (hoj-api §12 upload-md-img, upload-md-file). */
export const MD_FILE_LIMITS = {
  /** An image is at most 4 MB and one of these types, by its bytes as well as its name. */
  imageMaxBytes: 4 * 1024 * 1024,
  imageTypes: ['jpg', 'jpeg', 'gif', 'png', 'webp'] as readonly string[],
  /** A file of any type, under 128 MB. */
  fileMaxBytes: 128 * 1024 * 1024 - 1,
} as const;
