import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { toChinese } from './i18n.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe('message language', () => {
  it('answers in English by default and in Chinese for zh clients', async () => {
    const body = { username: 'nobody', password: 'whatever1' };
    const en = await server.call('POST', '/api/login', { body });
    expect(en.msg).toBe('Please check your username or password');
    const zh = await server.call('POST', '/api/login', { body, headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect(zh.msg).toBe('用户名或密码错误，请检查');
  });

  it('translates refusals raised before the route (HTTP 401) and validation messages', async () => {
    const res = await server.call('GET', '/api/get-user-auth-info', { headers: { 'accept-language': 'zh-CN' } });
    expect(res.http).toBe(401);
    expect(res.msg).toBe('请您先登录！');
    const invalid = await server.call('POST', '/api/login', { body: { password: 'abcdef1' }, headers: { 'accept-language': 'zh-CN' } });
    expect(invalid.http).toBe(400);
    expect(invalid.msg).toBe('缺少必需的请求参数：username');
  });

  it('fills the numbers of patterned messages and passes unknown ones through', () => {
    expect(toChinese('Please wait 42 seconds before asking for another mail')).toBe('请等待 42 秒后再重新发送邮件');
    expect(toChinese('Nickname can not exceed 20 characters')).toBe('昵称不能超过 20 个字符');
    expect(toChinese('Something new')).toBe('Something new');
    expect(toChinese('Code Length can not exceed 65535')).toBe('代码长度不能超过 65535');
    expect(toChinese('The submission does not exist')).toBe('该提交不存在');
  });
});
