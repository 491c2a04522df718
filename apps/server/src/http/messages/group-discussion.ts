/** Chinese of the messages of a group's discussions. */
export const GROUP_DISCUSSION = {
  'The group discussion area is closed by the administrator': '网站已关闭团队讨论区！',
  'Only the author or a group administrator can change this discussion': '只有作者或团队管理员可以修改该讨论',
} as const;
