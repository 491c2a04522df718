import { eq } from 'drizzle-orm';
import type { SwitchConfig, WebSettings } from '@arbiter/contract';
import type { SmtpConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { siteConfig } from '../../db/schema.ts';

/** Site switches (hoj-api §1.6), as the back office edits them. */
export type SwitchSettings = SwitchConfig;

export const DEFAULT_WEB: WebSettings = {
  baseUrl: '',
  name: 'Arbiter Online Judge',
  shortName: 'Arbiter',
  description: 'An online judge for practice and contests',
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Arbiter',
  projectUrl: '',
  quoteUrl: 'https://v1.hitokoto.cn/?c=d&c=i&c=k',
  qrCodeUrl: '',
  examName: 'CSP-J',
  // Until saved, the next September 15 (see web()).
  examDate: '',
};

/** The CSP-J first round falls in mid-September: the next September 15 is a fair default target. */
function nextExamDay(now: Date): string {
  const year = now.getUTCFullYear();
  const thisYear = `${year}-09-15`;
  return now.toISOString().slice(0, 10) <= thisYear ? thisYear : `${year + 1}-09-15`;
}

/** The mail settings as the back office saves them under the 'email' key: the SMTP settings and the mails' top image. */
export type StoredMail = SmtpConfig & { bgImg?: string };

const DEFAULT_SWITCHES: SwitchSettings = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  hduUsernameList: [],
  hduPasswordList: [],
  cfUsernameList: [],
  cfPasswordList: [],
  pojUsernameList: [],
  pojPasswordList: [],
  atcoderUsernameList: [],
  atcoderPasswordList: [],
  spojUsernameList: [],
  spojPasswordList: [],
  libreojUsernameList: [],
  libreojPasswordList: [],
};

const CACHE_MS = 1000;

/** Reads and writes the site's settings, kept in the database so that every replica agrees. */
export class SiteSettings {
  private readonly db: Db;
  private readonly envSmtp: SmtpConfig | undefined;
  private cache: { at: number; values: Map<string, unknown> } | null = null;
  constructor(db: Db, envSmtp: SmtpConfig | undefined) {
    this.db = db;
    this.envSmtp = envSmtp;
  }

  /**
   * Every setting, read in one query and kept for a second: the home page asks for them on every
   * visit, and a change made on another replica shows within that second.
   */
  private async all(): Promise<Map<string, unknown>> {
    const now = Date.now();
    if (this.cache && now - this.cache.at < CACHE_MS) return this.cache.values;
    const rows = await this.db.select({ key: siteConfig.key, value: siteConfig.value }).from(siteConfig);
    const values = new Map(rows.map((r) => [r.key, r.value]));
    this.cache = { at: now, values };
    return values;
  }

  private async read<T extends object>(key: string, defaults: T): Promise<T> {
    const stored = (await this.all()).get(key);
    return stored && typeof stored === 'object' ? { ...defaults, ...(stored as Partial<T>) } : { ...defaults };
  }

  async write<T extends object>(key: string, value: T): Promise<void> {
    await this.db
      .insert(siteConfig)
      .values({ key, value })
      .onConflictDoUpdate({ target: siteConfig.key, set: { value, gmtModified: new Date() } });
    this.cache = null;
  }

  /** An area's own settings under its key, over the defaults it gives (single sign-on keeps its own). */
  areaSettings<T extends object>(key: string, defaults: T): Promise<T> {
    return this.read(key, defaults);
  }

  web(): Promise<WebSettings> {
    return this.read('web', { ...DEFAULT_WEB, examDate: nextExamDay(new Date()) });
  }

  /** The quote service alone: every response's security policy names it, so it is read without building the settings. */
  async quoteUrl(): Promise<string> {
    const stored = (await this.all()).get('web') as Partial<WebSettings> | undefined;
    return stored?.quoteUrl ?? DEFAULT_WEB.quoteUrl;
  }

  switches(): Promise<SwitchSettings> {
    return this.read('switch', DEFAULT_SWITCHES);
  }

  /** The image at the top of the site's mails, as saved in the back office ('' for none). */
  async mailBackground(): Promise<string> {
    const stored = (await this.all()).get('email') as Partial<StoredMail> | undefined;
    return stored?.bgImg ?? '';
  }

  /** Mail settings saved in the back office win over the environment's. */
  async smtp(): Promise<SmtpConfig | undefined> {
    const stored = (await this.all()).get('email') as Partial<StoredMail> | undefined;
    if (stored?.host) {
      return {
        host: stored.host,
        port: stored.port ?? 587,
        secure: stored.secure ?? stored.port === 465,
        user: stored.user,
        pass: stored.pass,
        from: stored.from ?? stored.user ?? `arbiter@${stored.host}`,
      };
    }
    return this.envSmtp;
  }

  /** A value generated once and kept (the token secret when none is configured). */
  async secret(key: string, make: () => string): Promise<string> {
    const rows = await this.db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
    const existing = rows[0]?.value;
    if (typeof existing === 'string') return existing;
    await this.db.insert(siteConfig).values({ key, value: make() }).onConflictDoNothing();
    const again = await this.db.select({ value: siteConfig.value }).from(siteConfig).where(eq(siteConfig.key, key)).limit(1);
    return String(again[0]?.value);
  }
}
