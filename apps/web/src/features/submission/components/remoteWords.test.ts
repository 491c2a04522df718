import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { remoteMessage } from '@arbiter/contract';
import words from '../i18n/index.ts';
import { localRemoteMessage, remoteQueueText, remoteRunLabel } from './remoteWords.ts';

async function translator(lng: 'zh' | 'en') {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { zh: { translation: words.zh }, en: { translation: words.en } },
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

describe('a remote failure message', () => {
  const stored = remoteMessage('UNREACHABLE', 'HDU', 'ECONNREFUSED');

  it('shows in Chinese for a zh reader, the site words untranslated', () => {
    expect(localRemoteMessage(stored.en, 'zh-CN')).toBe(stored.zh);
    expect(localRemoteMessage(stored.en, 'zh-CN')).toContain('ECONNREFUSED');
  });

  it('shows as stored in English and when it is no remote message', () => {
    expect(localRemoteMessage(stored.en, 'en-US')).toBe(stored.en);
    expect(localRemoteMessage('Judge host crashed', 'zh-CN')).toBe('Judge host crashed');
  });
});

describe('what a waiting remote submission waits for', () => {
  it('says no judge host submits remotely, whatever the accounts', async () => {
    const t = await translator('en');
    expect(remoteQueueText({ oj: 'HDU', accounts: 3, ahead: 2, hosts: false }, t)).toMatch(/no judge host.*HDU/i);
  });

  it('counts the accounts and the submissions ahead, in both languages', async () => {
    const en = await translator('en');
    expect(remoteQueueText({ oj: 'HDU', accounts: 3, ahead: 2, hosts: true }, en)).toBe(
      'Waiting for a free HDU account (3 accounts, all busy): 2 submissions before yours',
    );
    expect(remoteQueueText({ oj: 'CF', accounts: 1, ahead: 1, hosts: true }, en)).toBe(
      'Waiting for a free Codeforces account (1 account, busy): 1 submission before yours',
    );
    expect(remoteQueueText({ oj: 'AC', accounts: 2, ahead: 0, hosts: true }, en)).toBe(
      'Waiting for a free AtCoder account (2 accounts, all busy): yours is next',
    );
    const zh = await translator('zh');
    expect(remoteQueueText({ oj: 'HDU', accounts: 3, ahead: 2, hosts: true }, zh)).toBe(
      '正在等待空闲的 HDU 账号（共 3 个，均在使用中）：前面还有 2 个提交',
    );
  });
});

describe('the remote run id', () => {
  it('names the judge when the bank problem id tells it', () => {
    expect(remoteRunLabel('4242', 'HDU-2000', 0)).toBe('HDU #4242');
    expect(remoteRunLabel('4242', 'A', 7)).toBe('#4242');
    expect(remoteRunLabel('4242', '1000', 0)).toBe('#4242');
  });
});
