/** Chinese of the problem-bank area's messages (English → Chinese). */
export const PROBLEM_BANK = {
  'The problem does not exist': '该题目不存在',
  'The problem is not public and can not be viewed': '该题目并非公开题目，不支持访问！',
  'The problem belongs to a group and can not be viewed here': '该题目属于团队，无法在此访问',
  'There is no public problem to pick from': '暂无可供随机选择的公开题目',
  'The contest id is required': '比赛 ID 不能为空',
  'The contest does not exist': '该比赛不存在',
  'The training does not exist': '该训练不存在',
  'Please choose a contest or a training': '请选择比赛或训练',
} as const;
