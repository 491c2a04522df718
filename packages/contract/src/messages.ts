import type { z } from 'zod';

/**
 * A message for a client in both languages the product speaks. The server's answers carry the
 * English in `msg` unless the client prefers Chinese (`Accept-Language: zh…`).
 */
export interface Message {
  readonly en: string;
  readonly zh: string;
}

/**
 * The fields the schemas' messages are built around (`Title can not exceed 255 characters`), in
 * Chinese. A label that is a parameter name stays as it is.
 */
export const FIELD_ZH = {
  // account
  Username: '用户名',
  Password: '密码',
  Email: '邮箱',
  Nickname: '昵称',
  'Real name': '真实姓名',
  School: '学校',
  'Student number': '学号',
  Blog: '博客',
  GitHub: 'GitHub',
  'Codeforces username': 'Codeforces 用户名',
  Signature: '个性签名',
  'The captcha': '验证码',
  'The captcha key': '验证码标识',
  'The code': '验证码',
  'The current password': '当前密码',
  'The password': '密码',
  'The puzzle key': '拼图标识',
  'The slider position': '滑块位置',
  // problems and submissions
  'The problem': '题目',
  'The contest': '比赛',
  'The clarification': '疑问',
  'The first submission': '第一份提交',
  'The second submission': '第二份提交',
  'The problem id': '题目 ID',
  'The problem ID': '题号',
  'The submission id': '提交 ID',
  'The language': '语言',
  'The input': '输入',
  Title: '标题',
  Description: '描述',
  'Input description': '输入描述',
  'Output description': '输出描述',
  Examples: '样例',
  Hint: '提示',
  Source: '来源',
  'The special judge code': '特殊评测程序',
  'The special judge language': '特殊评测程序的语言',
  'The checker code': '特殊评测或交互程序',
  'Code sharing': '允许分享代码',
  'Removing end blanks': '忽略行末空白',
  'Opening case results': '公开测试点结果',
  'File IO': '文件读写',
  'The input file name': '输入文件名',
  'The output file name': '输出文件名',
  'The test cases': '测试点',
  'The test case id': '测试点 ID',
  'The test case input': '测试点输入',
  'The test case output': '测试点输出',
  'The upload id': '上传标识',
  'The languages': '语言',
  'The language id': '语言 ID',
  'The tags': '标签',
  'The tag id': '标签 ID',
  'Tag name': '标签名称',
  'The tag name': '标签名称',
  'The tag colour': '标签颜色',
  'The classification id': '标签分类 ID',
  'The classification name': '标签分类名称',
  'The code templates': '代码模板',
  'A code template': '代码模板',
  'The code template': '代码模板',
  'The code template status': '代码模板状态',
  'The language of a code template': '代码模板的语言',
  'User extra file': '用户程序附加文件',
  'Judge extra file': '评测程序附加文件',
  'Extra file': '附加文件',
  isUploadTestCase: 'isUploadTestCase',
  isContestProblemList: 'isContestProblemList',
  share: 'share',
  checked: 'checked',
  forceRefresh: 'forceRefresh',
  'The rank type': '排行榜类型',
  // contests
  'The contest id': '比赛 ID',
  'The print request': '打印请求',
  'The record': '记录',
  'The announcement': '公告',
  'The award name': '奖项名称',
  'Start Time': '开始时间',
  'End Time': '结束时间',
  Content: '内容',
  'Contest problem display ID': '比赛题目的展示 ID',
  'The display title': '展示标题',
  // ids of other areas and of the judge hosts
  'The id': '编号',
  'The contest problem': '比赛题目',
  'The code template id': '代码模板 ID',
  'The training id': '训练 ID',
  // trainings
  'The category id': '分类 ID',
  'The category name': '分类名称',
  'The category colour': '分类颜色',
  'The training problem': '训练题目',
  'The remote judge': '远程评测平台',
  'The order number': '排序号',
  'The visibility': '可见状态',
  'The group id': '团队 ID',
  'The task id': '任务 ID',
  'The test key': '测试标识',
  // system notices
  'The notice': '通知',
  'The recipient id': '接收者 ID',
  'The recipient username': '接收者用户名',
  'The message': '消息',
  // site switches
  'The public discussion switch': '公开讨论区开关',
  'The group discussion switch': '团队讨论区开关',
  'The contest comment switch': '比赛评论开关',
  'The public judge switch': '公开评测开关',
  'The group judge switch': '团队评测开关',
  'The contest judge switch': '比赛评测开关',
  'The hide-code switch': '隐藏非比赛提交代码开关',
  'The submit interval': '提交间隔',
  'The daily group limit': '每日创建团队上限',
  'The group limit': '创建团队总数上限',
  'The group AC threshold': '创建团队所需 AC 数',
  'The daily discussion limit': '每日发布讨论上限',
  'The discussion AC threshold': '发布讨论所需 AC 数',
  'The comment AC threshold': '发表评论所需 AC 数',
  'A remote judge username': '远程评测账号',
  'A remote judge password': '远程评测密码',
  // comments
  'The discussion id': '讨论 ID',
  'The comment id': '评论 ID',
  'The reply id': '回复 ID',
  'The source id': '来源 ID',
  'The quoted id': '引用 ID',
  'The like flag': '点赞标志',
  'The replied user id': '被回复用户 ID',
  'The replied user name': '被回复用户名',
  'The replied user avatar': '被回复用户头像',
  // discussions
  'Discussion title': '讨论标题',
  'Discussion description': '讨论描述',
  'Discussion category': '讨论分类',
  'Discussion content': '讨论内容',
  'The report id': '举报 ID',
  'The report': '举报内容',
  Pinning: '置顶',
  // groups
  'Group name': '团队名称',
  'Group short name': '团队简称',
  'Group brief': '团队简介',
  'Group description': '团队描述',
  'The group code': '团队邀请码',
  'The visible switch': '可见开关',
  'The user id': '用户 ID',
  // site settings
  'The base URL': '网站地址',
  'The site name': '网站名称',
  'The short name': '网站简称',
  'The site description': '网站描述',
  'The register switch': '注册开关',
  'The record name': '备案名称',
  'The record URL': '备案链接',
  'The project name': '项目名称',
  'The project URL': '项目链接',
  'The quote service URL': '每日一句服务地址',
  'The QR code image': '二维码图片',
  'The exam name': '考试名称',
  'The exam date': '考试日期',
  'The mail host': '邮件服务器',
  'The mail password': '邮箱密码',
  'The mail port': '邮件服务器端口',
  'The mail username': '邮箱账号',
  'The mail background image': '邮件背景图片',
  'The SSL switch': 'SSL 开关',
  'The carousel image': '轮播图',
  // single sign-on
  'The single sign-on switch': '单点登录开关',
  'The button label': '按钮文字',
  'The issuer URL': '签发者地址',
  'The client ID': '客户端 ID',
  'The client secret': '客户端密钥',
  'The clear-secret switch': '清除密钥开关',
  'The scopes': '授权范围',
  'The username claim': '用户名声明',
  'The email claim': '邮箱声明',
  'The display name claim': '显示名称声明',
  'The page to return to': '返回页面',
  'The sign-in ticket': '登录凭证',
  // user management
  'The user': '用户',
  'The new password switch': '设置新密码开关',
  'Title name': '头衔名称',
  'The prefix': '前缀',
  'The suffix': '后缀',
  'The start number': '起始编号',
  'The end number': '结束编号',
  'The key': '下载标识',
  'The token name': '令牌名称',
} as const;

export type FieldLabel = keyof typeof FIELD_ZH;

/** A label followed by the rest of a Chinese sentence: a space after a Latin label, none after Chinese. */
function labelled(label: string, rest: string): string {
  return /[A-Za-z0-9]$/.test(label) ? `${label} ${rest}` : `${label}${rest}`;
}

/** Chinese of the schemas' fixed messages, by their English (the families below cover the rest). */
export const SCHEMA_ZH = {
  'The email format is incorrect': '邮箱格式不正确',
  'The stream ticket is not valid': '推送凭证无效',
  'A filter value can not exceed 64 characters': '筛选值不能超过 64 个字符',
  'The since_token can not exceed 120 characters': 'since_token 不能超过 120 个字符',
  'The types must be event types separated by commas': 'types 必须是以逗号分隔的事件类型',
  'The question is required': '问题不能为空',
  'The scope must be accepted or final': '范围只能是 accepted 或 final',
  'The threshold must be a number from 0.3 to 1': '阈值必须是 0.3 到 1 之间的数',
  'Check either a contest or a problem': '请指定一场比赛或一道题目（二选一）',
  'The question can not exceed 2000 characters': '问题不能超过 2000 个字符',
  'The answer is required': '答复不能为空',
  'The answer can not exceed 5000 characters': '答复不能超过 5000 个字符',
  'Say whether the answer is for everyone': '请说明答复是否对所有人可见',
  'Gender must be male, female or secrecy': '性别只能是男、女或保密',
  'Code can not be empty': '代码不能为空',
  'Code Length can not exceed 65535': '代码长度不能超过 65535',
  'At most 200 submissions at a time': '一次最多查询 200 条提交',
  'pidList must be a list of problem ids': 'pidList 必须是题目 ID 列表',
  'At most 500 problems at a time': '一次最多查询 500 道题目',
  'The rank type must be 0 (ACM) or 1 (OI)': '排行榜类型只能是 0（ACM）或 1（OI）',
  'The progress must be 1 (applying), 2 (approved) or 3 (refused)': '审核进度只能是 1（申请中）、2（通过）或 3（拒绝）',
  'The colour must be a CSS colour such as #409EFF': '颜色必须是 CSS 颜色，例如 #409EFF',
  'The colour can not exceed 32 characters': '颜色不能超过 32 个字符',
  'Choose at least one problem to export': '请至少选择一道要导出的题目',
  'At most 200 problems at a time': '一次最多导出 200 道题目',
  'The language must be C or C++': '语言只能是 C 或 C++',
  'Must be a number': '必须是数字',
  "The problem ID may hold only letters, digits, '-' and '_'": '题号只能包含字母、数字、- 与 _',
  'The problem type must be 0 (ACM) or 1 (OI)': '题目类型只能是 0（ACM）或 1（OI）',
  'The problem auth must be 1 (public), 2 (private) or 3 (contest)': '题目权限只能是 1（公开）、2（私有）或 3（比赛）',
  'The difficulty must be 0 (easy), 1 (mid) or 2 (hard)': '难度只能是 0（简单）、1（中等）或 2（困难）',
  'The judge mode must be default, spj or interactive': '评测模式只能是 default、spj 或 interactive',
  'The case mode must be default, ergodic_without_error, subtask_lowest or subtask_average':
    '测试点模式只能是 default、ergodic_without_error、subtask_lowest 或 subtask_average',
  'The checker protocol must be hoj or kattis': '评测程序协议只能是 hoj 或 kattis',
  'Content cannot be empty': '内容不能为空',
  'The content cannot be less than 50 characters': '内容不能少于 50 个字符',
  'The content cannot exceed 65535 characters': '内容不能超过 65535 个字符',
  'splitType must be user or problem': 'splitType 只能是 user 或 problem',
  'Title Can not exceed 255': '标题不能超过 255 个字符',
  'The rule type must be 0 (ACM) or 1 (OI)': '赛制只能是 0（ACM）或 1（OI）',
  'The auth must be 0, 1 or 2': '比赛权限只能是 0、1 或 2',
  'The award type must be 0, 1 or 2': '奖项类型只能是 0、1 或 2',
  'The award count can not be negative': '奖项名额不能为负数',
  'Enter the training password': '请输入训练密码',
  'The order number must be a whole number from 0 to 2147483647': '排序号必须是 0 到 2147483647 之间的整数',
  'The training auth must be Public or Private': '训练权限只能是 Public 或 Private',
  'At most 50 accounts per remote judge': '每个远程评测平台最多 50 个账号',
  'The remote judge must be HDU, CF, GYM, POJ, SPOJ, AC or LIBRE': '远程评测平台只能是 HDU、CF、GYM、POJ、SPOJ、AC 或 LIBRE',
  'The notice type must be All, Single or Admin': '通知类型只能是 All、Single 或 Admin',
  'The message type must be Discuss, Reply, Like, Sys or Mine': '消息类型只能是 Discuss、Reply、Like、Sys 或 Mine',
  'The exam date must be a day written YYYY-MM-DD': '考试日期必须是 YYYY-MM-DD 格式的日期',
  'The role must be a role id': '角色必须是有效的角色 ID',
  'The status must be 0 (normal) or 1 (banned)': '状态只能是 0（正常）或 1（封禁）',
  'Choose the users to delete': '请选择要删除的用户',
  'Choose the users to import': '请选择要导入的用户',
  'At most 1000 users at a time': '一次最多 1000 个用户',
  'A cell must be text': '单元格必须是文本',
  'Each row must be a list of cells': '每一行必须是单元格列表',
  'The prefix can not contain spaces': '前缀不能包含空格',
  'The suffix can not contain spaces': '后缀不能包含空格',
  'The password length must be a whole number from 6 to 20': '密码长度必须是 6 到 20 之间的整数',
  'The source type must be Discussion or Contest': '来源类型只能是 Discussion 或 Contest',
  'The quote type must be Comment or Reply': '引用类型只能是 Comment 或 Reply',
  'The categories must be a list': '分类必须是列表',
  'The report label and reason cannot be empty': '举报标签和原因不能为空',
  'The status must be 0 (normal) or 1 (hidden)': '状态只能是 0（正常）或 1（隐藏）',
  'Choose the discussions to delete': '请选择要删除的讨论',
  'The report status must be 0 (new) or 1 (handled)': '举报状态只能是 0（未处理）或 1（已处理）',
  'toLike must be true or false': 'toLike 只能是 true 或 false',
  'The group auth must be 1 (public), 2 (protected) or 3 (private)': '团队权限只能是 1（公开）、2（保护）或 3（私有）',
  "The group short name may hold only letters, digits, '-' and '_'": '团队简称只能包含字母、数字、- 与 _',
  'The group code must be exactly 6 characters': '团队邀请码必须是 6 个字符',
  'The member auth must be 1 to 5': '成员权限只能是 1 到 5',
  'The issuer must be an https:// address (http:// only on localhost)': '签发者地址必须以 https:// 开头（仅 localhost 可用 http://）',
  'The scopes must be names separated by spaces, openid among them': '授权范围必须是以空格分隔的名称，且包含 openid',
  'The role of new accounts must be a user role': '新账号的角色必须是普通用户类角色',
  'Unknown token scope': '未知的令牌权限范围',
  'Choose at least one scope': '请至少选择一个权限范围',
} as const;

/** Messages the schemas build from a field label or a limit, each with its Chinese. */
const FAMILIES: readonly [RegExp, (m: RegExpExecArray, label: string | undefined) => string | undefined][] = [
  [/^(.+) is required$/, (_m, label) => label && labelled(label, '不能为空')],
  [/^(.+) can not exceed (\d+) characters$/, (m, label) => label && labelled(label, `不能超过 ${m[2]} 个字符`)],
  [/^(.+) must be text$/, (_m, label) => label && labelled(label, '必须是文本')],
  [/^(.+) must be true or false$/, (_m, label) => label && labelled(label, '只能是 true 或 false')],
  [/^(.+) must be a number$/, (_m, label) => label && labelled(label, '必须是数字')],
  [/^(.+) must be a list$/, (_m, label) => label && labelled(label, '必须是列表')],
  [
    /^(.+) must be an address starting with http:\/\/ or https:\/\/$/,
    (_m, label) => label && labelled(label, '必须是以 http:// 或 https:// 开头的地址'),
  ],
  [
    /^(.+) must be an http\(s\) address or a path starting with \/$/,
    (_m, label) => label && labelled(label, '必须是 http(s) 地址或以 / 开头的路径'),
  ],
  [/^(.+) must be a whole number from 1 to (\d+)$/, (m, label) => label && labelled(label, `必须是 1 到 ${m[2]} 之间的整数`)],
  [/^(.+) must be a whole number from 0 to (\d+)$/, (m, label) => label && labelled(label, `必须是 0 到 ${m[2]} 之间的整数`)],
  [/^Password must be (\d+) to (\d+) characters$/, (m) => `密码长度应为 ${m[1]} 到 ${m[2]} 位`],
  [/^The code must be (\d+) characters$/, (m) => `验证码必须是 ${m[1]} 位`],
  [/^(.+) must be (\d+) to (\d+) characters$/, (m, label) => label && labelled(label, `长度应为 ${m[2]} 到 ${m[3]} 个字符`)],
  [/^(.+) Can not exceed (\d+)$/, (m, label) => label && labelled(label, `不能超过 ${m[2]} 个字符`)],
  [
    /^At most (\d+) (categories|discussions at a time)$/,
    (m) => (m[2] === 'categories' ? `最多 ${m[1]} 个分类` : `一次最多 ${m[1]} 条讨论`),
  ],
  [/^(.+) may hold only letters, digits and _ \. : -$/, (_m, label) => label && labelled(label, '只能包含字母、数字和 _ . : -')],
  [/^At most (\d+) examples$/, (m) => `最多 ${m[1]} 个样例`],
  [/^A problem can have at most (\d+) test cases$/, (m) => `一道题目最多 ${m[1]} 个测试点`],
  [/^A problem can have at most (\d+) tags$/, (m) => `一道题目最多 ${m[1]} 个标签`],
  [
    /^The (time|memory|stack) limit must be an integer from 1 to (\d+) \((ms|MB)\)$/,
    (m) =>
      `${{ time: '时间', memory: '内存', stack: '栈' }[m[1] ?? 'time']}限制应为 1 到 ${m[2]} 之间的整数（${m[3] === 'ms' ? '毫秒' : 'MB'}）`,
  ],
];

/**
 * The Chinese of a message a contract schema carries, by its English as the schema spells it;
 * undefined when the catalogue lacks it (the contract's tests walk every schema so that none does).
 */
export function schemaMessageZh(en: string): string | undefined {
  const exact = (SCHEMA_ZH as Record<string, string>)[en];
  if (exact !== undefined) return exact;
  for (const [pattern, render] of FAMILIES) {
    const m = pattern.exec(en);
    if (m) {
      const zh = render(m, (FIELD_ZH as Record<string, string>)[m[1] ?? '']);
      if (zh) return zh;
    }
  }
  return undefined;
}

/**
 * Raises a custom issue from a refinement or a transform. The issue's `message` is the English and
 * `params.zh` the Chinese, so a message with values in it (a file name) keeps its translation.
 * Custom issues go through here only: the contract's tests look for any other `addIssue`.
 */
export function customIssue(ctx: Pick<z.core.$RefinementCtx, 'addIssue'>, message: Message, path?: PropertyKey[]): void {
  ctx.addIssue({ code: 'custom', message: message.en, params: { zh: message.zh }, ...(path ? { path } : {}) });
}

/** The subject of a message with a file name in it (`User extra file "a.txt"`). */
export function namedFile(label: FieldLabel, name: string): Message {
  return { en: `${label} "${name}"`, zh: `${FIELD_ZH[label]}“${name}”` };
}

/** A subject that must be a plain file name (letters, digits, '.', '_', '-'; at most `max` characters). */
export function plainFileName(subject: Message, max: number): Message {
  return {
    en: `${subject.en} must be a plain file name of at most ${max} characters (letters, digits, '.', '_' or '-')`,
    zh: `${subject.zh}只能包含字母、数字、“.”、“_”和“-”，且不超过 ${max} 个字符`,
  };
}
