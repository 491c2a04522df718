import type { Message } from '@arbiter/contract';

/** Chinese of the account area's messages: sign-in, registration, mail codes, settings, profiles. */
export const ACCOUNT = {
  'Welcome back': '欢迎回来',
  'Logged out': '登出成功',
  'Please check your username or password': '用户名或密码错误，请检查',
  'Please complete the slide verification first': '请先完成滑动验证',
  'Too many failed logins: this account cannot log in from here for 30 minutes': '登录失败次数过多！30 分钟内暂时无法登录！',
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
  'Too many wrong attempts: please try again in 30 minutes': '错误次数过多，请 30 分钟后再试',
  'The user does not exist': '该用户不存在',
  'Please give a uid or a username': '请提供用户 uid 或用户名',
  'The mail server is not configured, so no mail can be sent. An administrator must set the SMTP settings (SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS).':
    '邮件服务器尚未配置，无法发送邮件。请管理员设置 SMTP（SMTP_HOST、SMTP_PORT、SMTP_USER、SMTP_PASS）。',
} as const;

export const mailWait = (seconds: number): Message => ({
  en: `Please wait ${seconds} seconds before asking for another mail`,
  zh: `请等待 ${seconds} 秒后再重新发送邮件`,
});

/** `reason` is the mail server's own answer, passed on as it is. */
export const mailNotSent = (reason: string): Message => ({
  en: `The mail could not be sent: ${reason}`,
  zh: `邮件发送失败：${reason}`,
});

export const wrongCurrentPassword = (failed: number, left: number): Message => ({
  en: `The current password is wrong (${failed} failed, ${left} attempts left)`,
  zh: `当前密码错误（已失败 ${failed} 次，还可尝试 ${left} 次）`,
});
