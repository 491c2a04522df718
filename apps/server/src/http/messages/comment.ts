import type { Message } from '@arbiter/contract';

/** Chinese of the comment area's messages (English → Chinese). */
export const COMMENT = {
  'Comment successfully': '评论成功',
  'Reply successfully': '回复成功',
  'Choose a discussion or a contest, not both': '请指定讨论或比赛中的一个',
  'The comment does not exist': '该评论不存在',
  'The reply does not exist': '该回复不存在',
  'The quoted reply is not in this comment': '引用的回复不在该评论下',
  'The user replied to does not exist': '被回复的用户不存在',
  'There is no such discussion to comment on': '要评论的讨论不存在',
  'Comments are closed: the public discussion area is off': '网站已关闭公开讨论区，无法评论',
  'Comments are closed: the group discussion area is off': '网站已关闭团队讨论区，无法评论',
  'Comments are closed: the contest comment area is off': '网站已关闭比赛评论区',
  'The discussion is hidden: it takes no comments': '该讨论已被屏蔽，无法评论',
  'Only the contest administrators and the author of the comment may reply in a contest': '比赛中只有比赛管理员与评论者本人可以回复',
  'You may not see this comment while the contest runs': '比赛进行中，您无法查看该评论',
  'Only the author or an administrator may delete this': '只有作者或管理员可以删除',
} as const;

/** The accepted-problem threshold for comments and replies in discussions (hoj's wording, with the count). */
export const commentAcThreshold = (n: number): Message => ({
  en: `Sorry, you cannot comment yet: solve at least ${n} problems first`,
  zh: `对不起，您暂时不能评论！请先去提交题目通过${n}道以上！`,
});
