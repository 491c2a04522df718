/** Chinese of the message centre's messages (English → Chinese). */
export const MESSAGE = {
  'The message does not exist': '该消息不存在',
} as const;
