import type { Message } from '@arbiter/contract';

/** Chinese of API tokens' messages (English → Chinese). */
export const API_TOKEN = {
  'This API token is not valid': '此 API 令牌无效',
  'This API token has been revoked': '此 API 令牌已被撤销',
  'This API token has expired': '此 API 令牌已过期',
  'API tokens cannot make this call': 'API 令牌不能调用此接口',
  'The API token does not exist': '该 API 令牌不存在',
  'The API token has been revoked': 'API 令牌已撤销',
} as const;

export const API_TOKEN_TEXT = {
  lacksScope: (scope: string): Message => ({
    en: `This API token lacks the "${scope}" scope this call needs`,
    zh: `此 API 令牌缺少调用此接口所需的“${scope}”权限范围`,
  }),
  tooMany: (max: number): Message => ({ en: `You can hold at most ${max} API tokens`, zh: `每个用户最多持有 ${max} 个 API 令牌` }),
};
