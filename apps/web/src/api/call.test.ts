import { describe, expect, it } from 'vitest';
import { type ContestVO } from '@arbiter/contract';
import { endpoints } from '@/api/endpoints.ts';
import type { call as callFn } from './call.ts';
import type { downloadFile as downloadFn } from './download.ts';
import { buildUrl } from './url.ts';
import { requestOf } from './request.ts';

describe('requestOf', () => {
  it('sends a query row to its path with the query as given', () => {
    const { path, options } = requestOf(endpoints.contestInfo, { query: { cid: 3 } });
    expect(path).toBe('/api/get-contest-info');
    expect(buildUrl(path, options.query)).toBe('/api/get-contest-info?cid=3');
    expect(options.body).toBeUndefined();
    expect(options.form).toBeUndefined();
  });

  it('spells numbers, flags and lists in the URL as the client always did', () => {
    const { path, options } = requestOf(endpoints.problemList, { query: { currentPage: 2, tagId: ['4', '5'], keyword: undefined } });
    expect(buildUrl(path, options.query)).toBe('/api/get-problem-list?currentPage=2&tagId=4&tagId=5');
    const flags = requestOf(endpoints.scrollBoardSubmission, { query: { cid: 1, removeStar: true } });
    expect(buildUrl(flags.path, flags.options.query)).toBe('/api/get-contest-scroll-board-submission?cid=1&removeStar=true');
  });

  it('fills path parameters, escaped', () => {
    expect(requestOf(endpoints.publicImg, { params: { name: 'a b.png' } }).path).toBe('/api/public/img/a%20b.png');
  });

  it('sends a JSON body as given', () => {
    const body = { cid: 1, content: 'print me' };
    expect(requestOf(endpoints.submitPrintText, { body }).options.body).toBe(body);
  });

  it('puts an upload in the row form field, with the fields that have a value', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const avatar = requestOf(endpoints.uploadAvatar, { upload: { file } }).options.form;
    expect(avatar?.get('image')).toBeInstanceOf(File);
    expect((avatar?.get('image') as File).name).toBe('a.png');

    const kattis = requestOf(endpoints.importKattisProblem, { upload: { file, fields: { problemId: 'P1', pid: undefined } } }).options.form;
    expect(kattis?.get('file')).toBeInstanceOf(File);
    expect(kattis?.get('problemId')).toBe('P1');
    expect(kattis?.has('pid')).toBe(false);
    expect([...(kattis?.keys() ?? [])]).toEqual(['problemId', 'file']);

    const zip = requestOf(endpoints.uploadTestcaseZip, { query: { mode: 'default' }, upload: { file } });
    expect(zip.options.query).toEqual({ mode: 'default' });
    expect(zip.options.form?.get('file')).toBeInstanceOf(File);
  });
});

/**
 * What the type checker refuses (`tsc -p apps/web` checks this file; the functions never run):
 * the row decides the input and the answer, so a call cannot invent either.
 */
export function typedCalls(call: typeof callFn, downloadFile: typeof downloadFn) {
  const info: Promise<ContestVO> = call(endpoints.contestInfo, { query: { cid: 1 } });
  // @ts-expect-error the answer is the row's, not one the caller names
  const wrong: Promise<string> = call(endpoints.contestInfo, { query: { cid: 1 } });
  // @ts-expect-error a row with a required query needs it
  void call(endpoints.contestInfo);
  // @ts-expect-error a field the row does not read
  void call(endpoints.contestInfo, { query: { cid: 1, page: 2 } });
  // @ts-expect-error a body where the row reads a query
  void call(endpoints.contestInfo, { body: { cid: 1 } });
  // @ts-expect-error the row's type for the answer cannot be replaced
  void call<typeof endpoints.contestInfo>(endpoints.websiteConfig);
  // @ts-expect-error a file() row is downloaded, not called
  void call(endpoints.downloadTestcase, { query: { pid: 1 } });
  // @ts-expect-error a JSON row is called, not downloaded
  void downloadFile(endpoints.contestInfo, { query: { cid: 1 } });
  void call(endpoints.websiteConfig);
  void downloadFile(endpoints.downloadTestcase, { query: { pid: 1 } });
  return [info, wrong];
}
