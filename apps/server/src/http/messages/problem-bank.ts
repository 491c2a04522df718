/** Chinese for the problem-bank area's server messages (exact English text → Chinese). */
export const ZH: Record<string, string> = {
  'The problem is not public and can not be viewed': '该题目并非公开题目，不支持访问！',
  'The problem belongs to a group and can not be viewed here': '该题目属于团队，无法在此访问',
  'There is no public problem to pick from': '暂无可供随机选择的公开题目',
  'The contest id is required': '比赛 ID 不能为空',
  'The contest does not exist': '该比赛不存在',
  'The training does not exist': '该训练不存在',
  'Please choose a contest or a training': '请选择比赛或训练',
  'The problem id is required': '题目 ID 不能为空',
  'pidList must be a list of problem ids': 'pidList 必须是题目 ID 列表',
  'At most 500 problems at a time': '一次最多查询 500 道题目',
  'isContestProblemList is required': 'isContestProblemList 不能为空',
};
