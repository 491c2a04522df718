/** Chinese of the messages of a group's contests. */
export const GROUP_CONTEST = {
  "Another group's problem can not be added to this contest": '其他团队的题目不能添加到此比赛中',
  'Only public problems of the bank can be added to a group contest': '只有公开题库中的公开题目可以添加到团队比赛中',
  'The problem does not exist or is not one of this group’s problems': '该题目不存在或不是本团队的题目',
} as const;
