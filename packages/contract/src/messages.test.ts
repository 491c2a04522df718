import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { FIELD_ZH, SCHEMA_ZH, schemaMessageZh } from './messages.ts';
import { adminContestBody } from './contest.ts';
import { problemDTO } from './problem.ts';
import { schemaMessages } from './test-support.ts';

const CJK = /[\u4e00-\u9fff]/;
const isSchema = (value: unknown) => typeof value === 'object' && value !== null && '_zod' in value;

describe('the schemas speak Chinese', () => {
  const schemas = Object.entries(contract).filter(([, value]) => isSchema(value));

  it('finds the exported schemas and their messages', () => {
    expect(schemas.length).toBeGreaterThan(50);
    expect(schemaMessages(contract.loginRequest)).toContain('Username is required');
  });

  it('has the Chinese of every message an exported schema carries', () => {
    const missing: string[] = [];
    for (const [name, schema] of schemas) {
      for (const message of schemaMessages(schema)) {
        const zh = schemaMessageZh(message);
        if (zh === undefined || !CJK.test(zh)) missing.push(`${name}: ${message}`);
      }
    }
    expect(missing, 'add these to SCHEMA_ZH (or their labels to FIELD_ZH) in messages.ts').toEqual([]);
  });

  it('builds the Chinese of a label family from the label', () => {
    expect(schemaMessageZh('Nickname can not exceed 20 characters')).toBe('昵称不能超过 20 个字符');
    expect(schemaMessageZh('The contest id is required')).toBe('比赛 ID 不能为空');
    expect(schemaMessageZh('checked must be true or false')).toBe('checked 只能是 true 或 false');
    expect(schemaMessageZh('The time limit must be an integer from 1 to 30000 (ms)')).toBe('时间限制应为 1 到 30000 之间的整数（毫秒）');
    expect(schemaMessageZh('Nobody knows can not exceed 20 characters')).toBeUndefined();
    expect(schemaMessageZh('Something new')).toBeUndefined();
  });

  it('writes every catalogue entry in Chinese', () => {
    for (const zh of Object.values(SCHEMA_ZH)) expect(zh).toMatch(CJK);
    const latin = Object.entries(FIELD_ZH).filter(([, zh]) => !CJK.test(zh));
    // Parameter names and a brand stay as they are.
    expect(latin.map(([en]) => en)).toEqual(['GitHub', 'isUploadTestCase', 'isContestProblemList', 'share', 'checked', 'forceRefresh']);
  });

  it('gives refinement issues their Chinese in params.zh', () => {
    const r = adminContestBody.safeParse({ title: 'T', description: 'D', startTime: '2030-01-02', endTime: '2030-01-01' });
    const issue = r.error?.issues.find((i) => i.path[0] === 'endTime');
    expect(issue).toMatchObject({ message: 'The end time must be later than the start time', params: { zh: '结束时间必须晚于开始时间' } });
    const dto = problemDTO.safeParse({
      problem: { title: 'A', input: 'I', output: 'O', userExtraFile: { 'a.txt': '' } },
      samples: [{ input: '1', output: '1' }],
      isUploadTestCase: false,
      languages: [{ id: 1 }],
    });
    expect(dto.error?.issues[0]).toMatchObject({
      message: 'User extra file "a.txt" needs a content',
      params: { zh: '用户程序附加文件“a.txt”的内容不能为空' },
    });
  });

  it('raises custom issues only through customIssue, so each has its Chinese', () => {
    const dir = new URL('.', import.meta.url);
    const offenders = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'messages.ts')
      .filter((f) => readFileSync(new URL(f, dir), 'utf8').includes('addIssue('));
    expect(offenders).toEqual([]);
  });
});
