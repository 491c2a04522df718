import { REMOTE_JUDGE_NAMES, remoteMessageZh, remoteKeyOf, type RemoteQueueVO } from '@arbiter/contract';
import type { TFunction } from 'i18next';

/**
 * How a remote submission speaks to its reader. The server stores a remote failure in English; the
 * contract finds its Chinese again, so a zh reader gets it in Chinese (the remote site's own words
 * after the colon stay as the site wrote them). Any other message is shown as stored.
 */
export function localRemoteMessage(message: string, language: string): string {
  return language.startsWith('zh') ? (remoteMessageZh(message) ?? message) : message;
}

/** What a Pending remote submission waits for: a judge host that submits remotely, or a free account. */
export function remoteQueueText(q: RemoteQueueVO, t: TFunction): string {
  const oj = REMOTE_JUDGE_NAMES[q.oj];
  if (!q.hosts) return t('submission.remote.noHost', { oj });
  const accounts = t(q.accounts === 1 ? 'submission.remote.accountsOne' : 'submission.remote.accountsMany', { count: q.accounts });
  const ahead =
    q.ahead === 0
      ? t('submission.remote.aheadNone')
      : t(q.ahead === 1 ? 'submission.remote.aheadOne' : 'submission.remote.aheadMany', { count: q.ahead });
  return t('submission.remote.waiting', { oj, accounts, ahead });
}

/**
 * The run id on the remote judge, named after the judge when the submission tells which (a bank
 * problem's id does, `HDU-1000`; a contest's display id does not, nor does anything else then).
 */
export function remoteRunLabel(vjudgeSubmitId: string, displayPid: string, cid: number): string {
  const key = cid === 0 ? remoteKeyOf(displayPid) : null;
  return key ? `${REMOTE_JUDGE_NAMES[key]} #${vjudgeSubmitId}` : `#${vjudgeSubmitId}`;
}
