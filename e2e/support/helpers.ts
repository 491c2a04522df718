import { expect, test, type Page } from '@playwright/test';
import { PNG } from 'pngjs';

/** The mail sink's HTTP side; the screenshot tool may be pointed at another one. */
export const SINK_HTTP = process.env.SCREENS_SINK ?? 'http://127.0.0.1:2527';
export const ADMIN_PASSWORD = 'e2e-root-pass';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

/** Waits for the newest mail to an address in the local SMTP sink. */
export async function latestMailTo(address: string, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${SINK_HTTP}/mails?to=${encodeURIComponent(address)}`);
    const mails = (await res.json()) as Mail[];
    const last = mails.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no mail to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

export function sixDigitCode(text: string): string {
  const code = /\b\d{6}\b/.exec(text)?.[0];
  if (!code) throw new Error(`no code in mail: ${text}`);
  return code;
}

/** A name no earlier run has used (the database is fresh per run, but tests share it). */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 20);
}

/**
 * Finds the hole in a slide-puzzle background the way a person does: by its light rim. Returns the
 * x of the hole's left edge.
 */
export function holeX(backgroundDataUrl: string): number {
  const png = PNG.sync.read(Buffer.from(backgroundDataUrl.split(',')[1] ?? '', 'base64'));
  let best = 0;
  let bestCount = -1;
  for (let x = 0; x < png.width; x++) {
    let count = 0;
    for (let y = 0; y < png.height; y++) {
      const i = (y * png.width + x) << 2;
      if (png.data[i] === 235 && png.data[i + 1] === 235 && png.data[i + 2] === 235) count++;
    }
    if (count > bestCount) {
      bestCount = count;
      best = x;
    }
  }
  return best;
}

export async function openLogin(page: Page): Promise<void> {
  await page.getByTestId('open-login').click();
  await expect(page.getByTestId('login-form')).toBeVisible();
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** A full-page screenshot into the test's output folder, once no spinner is turning (for looking at a screen, not asserting it). */
export async function shot(page: Page, name: string): Promise<void> {
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}
