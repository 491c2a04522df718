import type { Mail } from '../../mail/mailer.ts';

/**
 * The account mails. Plain text first (every client shows it), with a simple HTML twin; `topImage`
 * is a banner above the site's name (the back office's mail background image).
 */
export function mailHtml(siteName: string, lines: string[], topImage = ''): string {
  const body = lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('');
  const banner = topImage ? `<img src="${escapeHtml(topImage)}" alt="" style="width:100%;max-height:160px;object-fit:cover">` : '';
  return `<div style="font-family:sans-serif;max-width:560px;margin:auto">${banner}<h2>${escapeHtml(siteName)}</h2>${body}</div>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function registerCodeMail(siteName: string, to: string, code: string, minutes: number): Mail {
  const lines = [
    `Your registration code is: ${code}`,
    `It is valid for ${minutes} minutes. If you did not ask to register, ignore this mail.`,
    `您的注册验证码是：${code}，${minutes} 分钟内有效。`,
  ];
  return { to, subject: `${siteName} registration code: ${code}`, text: lines.join('\n\n'), html: mailHtml(siteName, lines) };
}

export function resetPasswordMail(siteName: string, to: string, username: string, link: string, minutes: number): Mail {
  const lines = [
    `Hello ${username}, a password reset was requested for your account.`,
    `Open this link within ${minutes} minutes to choose a new password: ${link}`,
    'If you did not ask for this, ignore this mail; your password stays as it is.',
    `您好 ${username}，请在 ${minutes} 分钟内打开上面的链接重置密码。`,
  ];
  return { to, subject: `${siteName} password reset`, text: lines.join('\n\n'), html: mailHtml(siteName, lines) };
}

export function changeEmailCodeMail(siteName: string, to: string, code: string, minutes: number): Mail {
  const lines = [
    `Your code to change your email address is: ${code}`,
    `It is valid for ${minutes} minutes.`,
    `您更换邮箱的验证码是：${code}，${minutes} 分钟内有效。`,
  ];
  return { to, subject: `${siteName} email change code: ${code}`, text: lines.join('\n\n'), html: mailHtml(siteName, lines) };
}
