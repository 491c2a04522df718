import type { Message } from '@arbiter/contract';

/** Chinese of the contest back office's messages: the contest form, its problems, announcements, downloads. */
export const CONTEST_ADMIN = {
  'The rule type of a contest can not be changed': '比赛的赛制不能修改',
  'The required request parameters are missing: id': '缺少必需的请求参数：id',
  'The seal rank time is required when the rank is sealed': '开启封榜时封榜时间不能为空',
  'The seal rank time must be between the start and the end of the contest': '封榜时间必须在比赛开始时间与结束时间之间',
  'The account limit rule admits no account: give a number range or extra accounts':
    '账号限制规则不允许任何账号参赛：请设置编号范围或额外账号',
  'At least one award level is required': '请至少设置一个奖项',
  'The problem is not in this contest': '该题目不在此比赛中',
  'The problem is already in this contest': '该题目已在此比赛中',
  'The problem or its display ID is already in this contest': '该题目或其展示 ID 已在此比赛中',
  'A group problem can not be added to a site contest': '团队题目不能添加到本站比赛中',
  'This problem is private: only its author, a super admin or a problem admin can add it to a contest':
    '该题目为私有题目：只有题目作者、超级管理员或题目管理员可以将其添加到比赛中',
  "The problem's type (ACM or OI) must match the contest's rule type": '题目类型（ACM 或 OI）必须与比赛赛制一致',
  'The announcement does not exist': '该公告不存在',
  'The required request parameters are missing: announcement.id': '缺少必需的请求参数：announcement.id',
  'There are no submissions to download in this contest': '该比赛中没有可下载的提交',
  'Rejudge successfully': '重判成功',
  'Clone successfully': '克隆成功',
  "This problem belongs to another contest: only its author, that contest's administrators, a super admin or a problem admin can add it to a contest":
    '该题目属于其他比赛：只有题目作者、该比赛的管理员、超级管理员或题目管理员可以将其添加到比赛中',
} as const;

export const displayIdTaken = (displayId: string): Message => ({
  en: `The display ID ${displayId} is already used in this contest`,
  zh: `展示 ID ${displayId} 已在此比赛中使用`,
});
