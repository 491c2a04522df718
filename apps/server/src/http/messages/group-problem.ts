/** Chinese of the messages of a group's problems. */
export const GROUP_PROBLEM = {
  'The group problem does not exist': '该团队题目不存在',
  'The group of the problem is required': '题目所属团队不能为空',
  'The problem id is required': '题目 ID 不能为空',
  'The display id of a group problem is required': '团队题目的展示 ID 不能为空',
  'The problem is already waiting to join the public bank': '该题目已在申请加入公共题库',
  'The problem is not waiting to join the public bank': '该题目没有在申请加入公共题库',
  'The problem has not been proposed to the public bank': '该题目没有申请加入公共题库',
  'No free display id for the problem in the public bank': '公共题库中没有可用的题目展示 ID',
  'Cancel Successfully': '取消成功',
} as const;
