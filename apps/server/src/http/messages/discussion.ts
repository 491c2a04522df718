import type { Message } from '@arbiter/contract';

/** Chinese of the discussion area's messages: posting, liking, reporting and the back office. */
export const DISCUSSION = {
  'The public discussion area is closed by the administrator': '网站已关闭公开讨论区！',
  'The discussion does not exist': '该讨论不存在',
  'This discussion has been hidden by an administrator': '该讨论已被管理员屏蔽',
  'This discussion belongs to a group': '该讨论属于团队讨论区',
  'The discussion category does not exist': '该讨论分类不存在',
  'Only the author or an administrator can change this discussion': '只有作者或管理员可以修改该讨论',
  'Like successfully': '点赞成功',
  'Cancel like successfully': '取消点赞成功',
  'Report successfully': '举报成功',
  'The report does not exist': '该举报不存在',
  'A category name is used twice': '分类名称重复',
  'Some discussions do not exist': '部分讨论不存在',
} as const;

export const acTooFew = (needed: number): Message => ({
  en: `Sorry, you cannot post discussions yet: solve at least ${needed} problems first`,
  zh: `对不起，您暂时不能发布讨论！请先去提交题目通过${needed}道以上！`,
});

export const dailyLimitReached = (limit: number): Message => ({
  en: `Sorry, you can post at most ${limit} discussions a day`,
  zh: `对不起，您今天发布讨论的次数已达上限（每天 ${limit} 次）！`,
});

export const categoryInUse = (names: string[]): Message => ({
  en: `These categories still have discussions and cannot be removed: ${names.join(', ')}`,
  zh: `以下分类仍有讨论，不能删除：${names.join('，')}`,
});
