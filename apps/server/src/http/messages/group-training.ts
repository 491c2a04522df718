/** Chinese of the messages of a group's trainings. */
export const GROUP_TRAINING = {
  'Only public problems of the public bank may be added': '只能添加公共题库中的公开题目',
  'The problem does not exist or is not a problem of this group': '该题目不存在或不是本团队的题目',
} as const;
