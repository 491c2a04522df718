/** Chinese of the CLICS Contest API's messages (English → Chinese). */
export const CLICS = {
  'The contest has no such object': '本场比赛中没有该对象',
  'The since_token is not a token of this event feed': 'since_token 不是这个事件流的令牌',
  'The contest changed since this token was given: read the event feed again from the start': '该令牌发出后比赛有了变动，请从头读取事件流',
} as const;
