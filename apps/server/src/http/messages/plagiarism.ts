/** Chinese of the similarity check's messages (English → Chinese). */
export const PLAGIARISM = {
  'Only the site’s admins check a bank problem': '只有网站管理员可以检查题库题目',
  'Both submissions must be of one contest or of the bank': '两份提交必须属于同一场比赛或都属于题库',
} as const;
