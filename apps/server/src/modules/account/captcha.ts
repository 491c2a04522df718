import { randomBytes } from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { LIMITS, type CaptchaVO } from '@arbiter/contract';
import type { ExpiringStore } from '../../store/expiring.ts';

/** Arithmetic captcha for the reset-password request (hoj-api §1.7). */
export async function newCaptcha(store: ExpiringStore): Promise<CaptchaVO> {
  const { data, text } = svgCaptcha.createMathExpr({
    mathMin: 1,
    mathMax: 9,
    mathOperator: '+-',
    width: 90,
    height: 30,
    fontSize: 32,
    noise: 1,
    color: true,
    background: '#f4f6f8',
  });
  const captchaKey = randomBytes(16).toString('hex');
  await store.set('captcha', captchaKey, text.toLowerCase(), LIMITS.captchaTtlSeconds);
  return { img: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}`, captchaKey };
}

/** Checks an answer; a captcha can be tried once. */
export async function checkCaptcha(store: ExpiringStore, captchaKey: string, answer: string): Promise<boolean> {
  const expected = await store.take('captcha', captchaKey);
  return expected !== null && expected === answer.trim().toLowerCase();
}
