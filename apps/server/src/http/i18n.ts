import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ZH as CONTEST_ZH } from './messages/contest.ts';
import { PATTERNS as INPUT_PATTERNS, ZH as INPUT_ZH } from './messages/input.ts';
import { ZH as PROBLEM_BANK_ZH } from './messages/problem-bank.ts';
import { ZH as RANK_ZH } from './messages/rank.ts';
import { ZH as TAG_ZH } from './messages/tag.ts';
import { PATTERNS as KATTIS_PATTERNS, ZH as KATTIS_ZH } from './messages/kattis.ts';
import { PATTERNS as TRANSFER_PATTERNS, ZH as TRANSFER_ZH } from './messages/transfer.ts';

/**
 * The server's messages are written in English; a client that prefers Chinese (Accept-Language
 * zh…, which the web app sends in zh-CN) gets them in Chinese. Messages not in the catalogue pass
 * through unchanged.
 */
const EXACT: Record<string, string> = {
  success: 'success',
  'Welcome back': '欢迎回来',
  'Logged out': '登出成功',
  'Please login first': '请您先登录！',
  'Your login has expired, please login again': '登录状态已失效，请重新登录！',
  'Your account has been banned, please contact an administrator': '您的账号已被封禁，请联系管理员',
  'Sorry, you do not have permission to perform this operation': '对不起，您无权限进行此操作！',
  'Server Error!': '服务器错误！',
  'Failed to parse parameter format!': '参数格式解析失败！',
  'Invalid parameters': '参数无效',
  'Not Found': '资源不存在',
  'Too many requests, please try again later': '请求过于频繁，请稍后再试',
  'Please check your username or password': '用户名或密码错误，请检查',
  'Please complete the slide verification first': '请先完成滑动验证',
  'This account is not an administrator account': '该账号并非管理员账号，无权登录！',
  'Verification failed, please try again': '验证失败，请重试',
  'Registration is closed by the administrator': '管理员已关闭注册',
  'The username already exists': '用户名已存在',
  'The username or email has already been registered': '用户名或邮箱已被注册',
  'The email has already been registered': '该邮箱已被注册',
  'The verification code is wrong or has expired': '验证码错误或已过期',
  'The code has been sent to your email': '验证码已发送至您的邮箱',
  'The code has been sent to your new email': '验证码已发送至您的新邮箱',
  'Thanks for registering': '感谢您的注册！',
  'The captcha is wrong or has expired': '验证码错误或已过期',
  'The email does not exist': '该邮箱不存在',
  'The username does not exist': '该用户名不存在',
  'The reset link is wrong or has expired, please ask for a new one': '重置链接错误或已过期，请重新申请',
  'A reset link has been sent to your email': '重置密码链接已发送至您的邮箱',
  'Your password has been reset': '您的密码已重置',
  'The new password must be different from the old one': '新密码不能与旧密码相同',
  'The new email must be different from the current one': '新邮箱不能与当前邮箱相同',
  'Your password has been changed, please login again': '密码修改成功，请重新登录',
  'Your email has been changed': '邮箱修改成功',
  'Update Successfully': '更新成功',
  'Compiled successfully': '编译成功！',
  'The user does not exist': '该用户不存在',
  'Please give a uid or a username': '请提供用户 uid 或用户名',
  'Please choose a file to upload': '请选择要上传的文件',
  'File type not supported': '不支持的文件类型',
  'File size exceeded': '文件大小超出限制',
  'Username is required': '用户名不能为空',
  'Password is required': '密码不能为空',
  'Email is required': '邮箱不能为空',
  'The email format is incorrect': '邮箱格式不正确',
  'The captcha is required': '验证码不能为空',
  'The captcha key is required': '验证码标识不能为空',
  'The code is required': '验证码不能为空',
  'The current password is required': '当前密码不能为空',
  'The password is required': '密码不能为空',
  'The puzzle key is required': '拼图标识不能为空',
  'The slider position must be a number': '滑块位置必须是数字',
  'Gender must be male, female or secrecy': '性别只能是男、女或保密',
  'Code can not be empty': '代码不能为空',
  'Code Length can not exceed 65535': '代码长度不能超过 65535',
  'Code Length can not be less than 50': '代码长度不能少于 50',
  'The problem does not exist': '该题目不存在',
  'The problem is not open for submissions': '该题目暂不开放提交',
  'This language is not allowed for the problem': '该题目不支持此语言',
  'Judging is switched off by the administrator': '管理员已关闭评测',
  'You are submitting too fast: please wait a few seconds and try again': '您的提交频率过快，请稍后再试',
  'The test run does not exist or has already been read': '该测试不存在或结果已被读取',
  'The error message does not support viewing.': '该错误信息不支持查看。',
  'The submission does not exist': '该提交不存在',
  'Only the author can change this submission': '只有提交者本人可以修改该提交',
  'Contest submissions cannot be shared': '比赛提交不能分享',
  'The submission is still being judged': '该提交仍在评测中',
  'A compile error cannot be judged by hand': '编译错误的提交不能手动评测',
  'This status cannot be set by hand': '不能手动设置为该状态',
  'The score is required for an OI problem': 'OI 题目需要填写分数',
  'The submission is being judged and cannot be cancelled now': '该提交正在评测，暂时不能取消',
  'The submission is already cancelled': '该提交已被取消',
  'Only a super admin or a problem admin can make a problem public': '只有超级管理员或题目管理员可以公开题目',
  'Only the author of the problem, a super admin or a problem admin can manage it': '只有题目作者、超级管理员或题目管理员可以管理该题目',
  'The uploaded test cases have expired or are unknown: please upload them again': '上传的测试数据已过期或不存在，请重新上传',
  'The special judge code has changed: compile it successfully before saving the problem': '特殊判题代码已修改，请先编译成功再保存题目',
  'The interactor code has changed: compile it successfully before saving the problem': '交互程序代码已修改，请先编译成功再保存题目',
  'The file is not a valid zip': '该文件不是有效的 zip 文件',
  'Create Successfully': '创建成功',
};

const FIELD_ZH: Record<string, string> = {
  Username: '用户名',
  Nickname: '昵称',
  'Real name': '真实姓名',
  School: '学校',
  'Student number': '学号',
  Blog: '博客',
  GitHub: 'GitHub',
  'Codeforces username': 'Codeforces 用户名',
  Signature: '个性签名',
  'The captcha': '验证码',
};

/** Patterns of messages with values in them; `translate` renders a message held inside another. */
const PATTERNS: [RegExp, (m: RegExpExecArray, translate: (msg: string) => string) => string][] = [
  [/^The required request parameters are missing: (.+)$/, (m) => `缺少必需的请求参数：${m[1]}`],
  [/^Password must be (\d+) to (\d+) characters$/, (m) => `密码长度应为 ${m[1]} 到 ${m[2]} 位`],
  [/^The code must be (\d+) characters$/, (m) => `验证码必须是 ${m[1]} 位`],
  [/^(.+) can not exceed (\d+) characters$/, (m) => `${FIELD_ZH[m[1] ?? ''] ?? m[1]}不能超过 ${m[2]} 个字符`],
  [/^Please wait (\d+) seconds before asking for another mail$/, (m) => `请等待 ${m[1]} 秒后再重新发送邮件`],
  [/^The mail could not be sent: (.*)$/, (m) => `邮件发送失败：${m[1]}`],
  [/^No judge host answered: (.*)$/, (m) => `没有可用的判题服务器应答：${m[1]}`],
  [
    /^Too many failed logins: this account cannot log in from here for (\d+) minutes$/,
    (m) => `登录失败次数过多！${m[1]} 分钟内暂时无法登录！`,
  ],
  [/^Too many wrong attempts: please try again in (\d+) minutes$/, (m) => `错误次数过多，请 ${m[1]} 分钟后再试`],
  [
    /^The current password is wrong \((\d+) failed, (\d+) attempts left\)$/,
    (m) => `当前密码错误（已失败 ${m[1]} 次，还可尝试 ${m[2]} 次）`,
  ],
  [
    /^The mail server is not configured/,
    () => '邮件服务器尚未配置，无法发送邮件。请管理员设置 SMTP（SMTP_HOST、SMTP_PORT、SMTP_USER、SMTP_PASS）。',
  ],
  // Kattis reasons first: "Problem.yaml: …" would otherwise read as a source and its reason.
  ...KATTIS_PATTERNS,
  ...TRANSFER_PATTERNS,
  ...INPUT_PATTERNS,
];

/** Each later area keeps its own catalogue in `messages/`. */
const AREAS: readonly Record<string, string>[] = [PROBLEM_BANK_ZH, RANK_ZH, TAG_ZH, TRANSFER_ZH, KATTIS_ZH, CONTEST_ZH, INPUT_ZH];

export function toChinese(msg: string): string {
  const exact = EXACT[msg] ?? AREAS.find((area) => area[msg] !== undefined)?.[msg];
  if (exact !== undefined) return exact;
  for (const [pattern, render] of PATTERNS) {
    const m = pattern.exec(msg);
    if (m) return render(m, toChinese);
  }
  return msg;
}

export function prefersChinese(request: FastifyRequest): boolean {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase();
  return first !== undefined && first.startsWith('zh');
}

interface MaybeEnvelope {
  msg?: unknown;
  data?: { code?: unknown; msg?: unknown } | null;
}

/** Translates `msg` (and a ChangeAccountVO's `data.msg`) of every JSON envelope for Chinese clients. */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!prefersChinese(request) || payload === null || typeof payload !== 'object') return payload;
    const body = payload as MaybeEnvelope;
    if (typeof body.msg === 'string') body.msg = toChinese(body.msg);
    const data = body.data;
    if (data && typeof data === 'object' && typeof data.code === 'number' && typeof data.msg === 'string') data.msg = toChinese(data.msg);
    return payload;
  });
}
