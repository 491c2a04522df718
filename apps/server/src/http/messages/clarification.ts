/** Chinese of contest clarifications' messages (English → Chinese). */
export const CLARIFICATION = {
  'The clarification does not exist': '该疑问不存在',
  'Questions can be asked only while the contest runs': '只能在比赛进行期间提问',
  'You need access to this contest to ask': '需要获得比赛访问权限才能提问',
  'You have 10 questions waiting for an answer: wait for one before asking again': '你已有 10 个疑问等待答复，请等待答复后再提问',
  'Asked successfully': '提问成功',
  'Answered successfully': '答复成功',
  'Announced successfully': '已发布为公告',
} as const;
