import { COMPILE_MSG, type Message } from '@arbiter/contract';

/** Chinese of the judge area's messages: checker compiles and the judge-host API. */
export const JUDGE = {
  'Compiled successfully': '编译成功！',
  'A valid judge token is required': '需要有效的判题机令牌',
  'The compiler failed without a message': '编译失败，编译器没有输出信息',
  'Unknown judge host: register first': '未知的判题机，请先注册',
  'The task is no longer held by this host': '该任务已不再由此判题机持有',
  'No such test data': '该测试数据不存在',
} as const;

export const JUDGE_HOST_REASON = {
  noHostFor: (language: string): Message => ({
    en: `no judge host that compiles ${language} is running`,
    zh: `没有运行中的判题服务器可以编译 ${language}`,
  }),
  notInTime: (seconds: number): Message => ({
    en: `the compile was not done within ${seconds} s`,
    zh: `编译未能在 ${seconds} 秒内完成`,
  }),
} as const;

/** "No judge host answered: <reason>": the contract's COMPILE_MSG.noHost starts every such refusal. */
export const noJudgeHost = (reason: Message): Message => ({
  en: `${COMPILE_MSG.noHost}: ${reason.en}`,
  zh: `没有可用的判题服务器应答：${reason.zh}`,
});
