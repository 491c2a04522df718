import { ResultStatus, type EmailConfigDTO, type EmailConfigRequest } from '@arbiter/contract';
import type { AppContext } from '../../context.ts';
import { ApiError, fail } from '../../http/envelope.ts';
import { mailHtml } from '../account/mails.ts';
import type { StoredMail } from '../site/service.ts';

/** The mail settings in force (the back office's, else the environment's), the password left out. */
export async function emailConfigOf(ctx: AppContext): Promise<EmailConfigDTO> {
  const [smtp, bgImg] = await Promise.all([ctx.site.smtp(), ctx.site.mailBackground()]);
  return {
    emailHost: smtp?.host ?? '',
    emailPassword: '',
    emailPort: smtp?.port ?? 587,
    emailUsername: smtp?.user ?? '',
    emailBGImg: bgImg,
    emailSsl: smtp?.secure ?? false,
    emailPasswordSet: Boolean(smtp?.pass),
  };
}

/** A sent value, or the kept one when the field is absent, null or blank (hoj's rule; a blank password keeps the saved one). */
function sentOr<T>(sent: T | '' | null | undefined, kept: T): T {
  return sent === undefined || sent === null || sent === '' ? kept : sent;
}

/**
 * Saves the mail settings under the 'email' key. The settings in force are the starting point, so
 * a first save over the environment's keeps its password unless a new one is typed. Every send
 * reads them again, so they count at once on this replica and within a second on the others.
 */
export async function saveEmailConfig(ctx: AppContext, sent: EmailConfigRequest): Promise<void> {
  const [current, bgImg] = await Promise.all([ctx.site.smtp(), ctx.site.mailBackground()]);
  const host = sentOr(sent.emailHost, current?.host ?? '');
  if (!host) throw fail('Enter the mail server host');
  const secure = sentOr(sent.emailSsl, current?.secure ?? false);
  const port = sentOr(sent.emailPort, current?.port ?? (secure ? 465 : 587));
  const user = sentOr(sent.emailUsername, current?.user ?? '') || undefined;
  const pass = sentOr(sent.emailPassword, current?.pass ?? '') || undefined;
  // Most servers refuse a sender other than the account itself.
  const from = user?.includes('@') ? user : (current?.from ?? `arbiter@${host}`);
  const stored: StoredMail = { host, port, secure, user, pass, from, bgImg: sentOr(sent.emailBGImg, bgImg) };
  await ctx.site.write('email', stored);
}

/** A path of this site made absolute, for a mail read far from it. */
async function absolute(ctx: AppContext, url: string): Promise<string> {
  if (!url.startsWith('/')) return url;
  const base = (await ctx.site.web()).baseUrl || ctx.config.baseUrl || '';
  return base ? `${base.replace(/\/+$/, '')}${url}` : '';
}

/** Sends a test mail with the settings in force; answers the mail server's reply, or refuses with its error. */
export async function sendTestMail(ctx: AppContext, to: string): Promise<string> {
  if (!(await ctx.mailer.isConfigured())) throw fail('Mail is not configured: save the mail settings first');
  const web = await ctx.site.web();
  const siteName = web.shortName || web.name;
  const lines = [
    `This is a test mail from ${siteName}: the mail settings work.`,
    `这是来自 ${siteName} 的测试邮件：邮件设置可以正常使用。`,
  ];
  try {
    return await ctx.mailer.send({
      to,
      subject: `${siteName} test mail / 测试邮件`,
      text: lines.join('\n\n'),
      html: mailHtml(siteName, lines, await absolute(ctx, await ctx.site.mailBackground())),
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ApiError(ResultStatus.SYSTEM_ERROR, {
      en: `The test mail could not be sent: ${reason}`,
      zh: `测试邮件发送失败：${reason}`,
    });
  }
}
