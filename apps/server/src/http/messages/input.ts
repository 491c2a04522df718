/** Chinese for the refusals of malformed input: ids, NUL characters, problems another contest keeps. */

/** The ids that the contract's schemas name (`id('The contest id')`). */
const ID_ZH: Record<string, string> = {
  'The id': 'ID',
  'The contest id': '比赛 ID',
  'The problem': '题目',
  'The problem id': '题目 ID',
  'The contest problem': '比赛题目',
  'The announcement': '公告',
  'The print request': '打印请求',
  'The record': '记录',
  'The submission id': '提交 ID',
  'The training id': '训练 ID',
  'The group id': '团队 ID',
  'The tag id': '标签 ID',
  'The classification id': '标签分类 ID',
  'The test case id': '测试点 ID',
  'The language id': '语言 ID',
  'The code template id': '代码模板 ID',
  'The language of a code template': '代码模板的语言',
  'The task id': '任务 ID',
};

export const ZH: Record<string, string> = {
  ...Object.fromEntries(Object.entries(ID_ZH).map(([what, zh]) => [`${what} is required`, `${zh}不能为空`])),
  "This problem belongs to another contest: only its author, that contest's administrators, a super admin or a problem admin can add it to a contest":
    '该题目属于其他比赛：只有题目作者、该比赛的管理员、超级管理员或题目管理员可以将其添加到比赛中',
};

type Render = (m: RegExpExecArray, translate: (msg: string) => string) => string;

export const PATTERNS: [RegExp, Render][] = [
  [/^(.+) must be a whole number from 1 to (\d+)$/, (m) => `${ID_ZH[m[1] ?? ''] ?? m[1]}必须是 1 到 ${m[2]} 之间的整数`],
  [/^The parameter (.+) can not contain a NUL character$/s, (m) => `参数 ${m[1]} 不能包含空字符（NUL）`],
];
