/** Chinese of the markdown files' messages (English → Chinese). */
export const FILE = {
  'The file does not exist': '该文件不存在',
  'Only its uploader, the super admin, a problem admin or a group administrator may delete this file':
    '只有上传者、超级管理员、题目管理员或团队管理员可以删除该文件',
} as const;

export const FILE_MESSAGES = {
  gone: 'The file does not exist',
  notYours: 'Only its uploader, the super admin, a problem admin or a group administrator may delete this file',
} as const;
