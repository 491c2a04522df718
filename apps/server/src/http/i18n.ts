import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Message } from '@arbiter/contract';

/**
 * The server's messages are written in English with their Chinese beside them (catalogue.ts); a
 * client that prefers Chinese (Accept-Language zh…, which the web app sends in zh-CN) gets them in
 * Chinese. The Chinese rides on the answer under a symbol, which JSON leaves out.
 */
const CHINESE = Symbol('chinese');

/** `target` (an envelope, or a ChangeAccountVO in `data`) with the Chinese of its `msg`. */
export function withChinese<T extends { msg: string }>(target: T, message: Message): T {
  // Most answers say "success", the same in both languages: nothing to carry (and defining a
  // property on every answer costs the hot reads a few percent).
  if (message.zh !== message.en) Object.defineProperty(target, CHINESE, { value: message.zh, enumerable: false });
  return target;
}

function chineseOf(target: object): string | undefined {
  const zh: unknown = (target as { [CHINESE]?: unknown })[CHINESE];
  return typeof zh === 'string' ? zh : undefined;
}

export function prefersChinese(request: FastifyRequest): boolean {
  const first = request.headers['accept-language']?.split(',')[0]?.trim().toLowerCase();
  return first !== undefined && first.startsWith('zh');
}

interface MaybeEnvelope {
  msg?: unknown;
  data?: unknown;
}

/** The answer with `msg` (and a ChangeAccountVO's `data.msg`) in the client's language. */
export function inClientLanguage(request: FastifyRequest, payload: unknown): unknown {
  if (!prefersChinese(request) || payload === null || typeof payload !== 'object') return payload;
  const body = payload as MaybeEnvelope;
  const zh = chineseOf(body);
  const data = body.data !== null && typeof body.data === 'object' ? body.data : null;
  const dataZh = data ? chineseOf(data) : undefined;
  if (zh === undefined && dataZh === undefined) return payload;
  // A copy: the answer's objects may be kept and sent again to a client of the other language.
  return { ...body, ...(zh !== undefined ? { msg: zh } : {}), ...(dataZh !== undefined ? { data: { ...data, msg: dataZh } } : {}) };
}

/** Answers every JSON envelope in the client's language. */
export function registerMessageLanguage(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => inClientLanguage(request, payload));
}
