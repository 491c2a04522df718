/** Chinese of live push's messages (English → Chinese). */
export const LIVE_MESSAGES = {
  'The stream ticket has expired or is not valid': '推送凭证已过期或无效',
  'Live updates are unavailable now: pages refresh by themselves': '实时推送暂不可用，页面将自动定时刷新',
} as const;
