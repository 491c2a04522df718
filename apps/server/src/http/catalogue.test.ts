import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { schemaMessageZh, type Message } from '@arbiter/contract';
import { schemaMessages } from '@arbiter/contract/test-support';
import { kattisProblemYaml } from '../modules/problem-transfer/kattis-package.ts';
import { CATALOGUES, catalogueZh, toMessage, type MessageKey } from './catalogue.ts';
import * as account from './messages/account.ts';
import * as common from './messages/common.ts';
import * as contestAdmin from './messages/contest-admin.ts';
import * as judge from './messages/judge.ts';
import * as kattis from './messages/kattis.ts';
import * as problemAdmin from './messages/problem-admin.ts';
import * as transfer from './messages/transfer.ts';

const CJK = /[\u4e00-\u9fff]/;

/**
 * A value that reads as text, as a Message and as an error, so that every builder can be called
 * without knowing its parameters.
 */
function anyArgument(): string & Message {
  return Object.assign(new String('x'), { en: 'x', zh: '某', message: 'x' }) as unknown as string & Message;
}

/** Every function among a module's exports (and inside its exported objects of functions), by name. */
function builders(modules: Record<string, Record<string, unknown>>): [string, (...args: unknown[]) => unknown][] {
  const out: [string, (...args: unknown[]) => unknown][] = [];
  for (const [area, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (typeof value === 'function') out.push([`${area}.${name}`, value as (...args: unknown[]) => unknown]);
      else if (value && typeof value === 'object' && !Object.values(CATALOGUES).includes(value as never)) {
        for (const [inner, part] of Object.entries(value)) {
          if (typeof part === 'function') out.push([`${area}.${name}.${inner}`, part as (...args: unknown[]) => unknown]);
          // A Message without values is checked as a builder of no parameters.
          else if (part && typeof part === 'object' && 'zh' in part) out.push([`${area}.${name}.${inner}`, () => part]);
        }
      }
    }
  }
  return out;
}

describe('the server catalogues', () => {
  it('write every message in Chinese', () => {
    for (const [area, catalogue] of Object.entries(CATALOGUES)) {
      for (const [en, zh] of Object.entries(catalogue)) {
        if (en === 'success') continue;
        expect(zh, `${area}: ${en}`).toMatch(CJK);
        expect(zh, `${area}: ${en}`).not.toContain(en);
      }
    }
  });

  it('hold each English sentence once, and agree with the contract where they share one', () => {
    const seen = new Map<string, string>();
    for (const [area, catalogue] of Object.entries(CATALOGUES)) {
      for (const en of Object.keys(catalogue)) {
        expect(seen.get(en), `${en} is in ${seen.get(en)} and ${area}`).toBeUndefined();
        seen.set(en, area);
        const contract = schemaMessageZh(en);
        if (contract !== undefined) expect(catalogueZh(en), en).toBe(contract);
      }
    }
  });

  it('build every message with values in both languages', () => {
    const all = builders({ account, common, contestAdmin, judge, kattis, problemAdmin, transfer });
    expect(all.length).toBeGreaterThan(60);
    for (const [name, build] of all) {
      const message = build(...Array.from({ length: build.length }, anyArgument)) as Message;
      expect(message.en, name).toEqual(expect.any(String));
      expect(message.zh, name).toMatch(CJK);
      expect(message.zh, name).not.toBe(message.en);
    }
  });

  it('answers a key with its Chinese and a Message as it is', () => {
    expect(toMessage('The submission does not exist')).toEqual({ en: 'The submission does not exist', zh: '该提交不存在' });
    const built = account.mailWait(42);
    expect(toMessage(built)).toBe(built);
    expect(built.zh).toBe('请等待 42 秒后再重新发送邮件');
    expect(catalogueZh('Something new')).toBeUndefined();
    // A key that is not a message never compiles:
    // @ts-expect-error -- no catalogue has this sentence
    const unknown: MessageKey = 'Something new';
    expect(unknown).toBe('Something new');
  });

  it("has the Chinese of every message of problem.yaml's schema", () => {
    const missing = [...schemaMessages(kattisProblemYaml)].filter((m) => catalogueZh(m) === undefined);
    expect(missing).toEqual([]);
  });

  it('raises custom schema issues only through customIssue, so each has its Chinese', () => {
    const src = new URL('..', import.meta.url);
    const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    expect(sources).toContain('modules/problem-transfer/hoj-zip.ts');
    expect(sources.filter((f) => readFileSync(new URL(f, src), 'utf8').includes('addIssue('))).toEqual([]);
  });

  it("gives Fastify's own refusals Chinese, keeping their English", () => {
    expect(
      common.fastifyRefusal({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE', statusCode: 406, message: 'the request is not multipart' }),
    ).toEqual({
      en: 'the request is not multipart',
      zh: '请求不是 multipart 表单',
    });
    expect(common.fastifyRefusal({ statusCode: 413, message: 'Too big' }).zh).toBe('请求内容过大');
    expect(common.fastifyRefusal({ statusCode: 418, message: 'Teapot' }).zh).toBe('请求无法处理（HTTP 418）');
  });
});
