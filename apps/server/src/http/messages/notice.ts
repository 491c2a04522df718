/** Chinese of the system notice messages (English → Chinese). */
export const NOTICE = {
  'A notice to one user needs its recipient': '发给单个用户的通知需要指定接收者',
  'The recipient does not exist': '接收者不存在',
  'The recipient id and username name different users': '接收者 ID 与用户名不是同一个用户',
  'The notice does not exist': '该通知不存在',
} as const;
