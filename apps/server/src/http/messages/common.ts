import type { Message } from '@arbiter/contract';

/** Chinese of the messages every area shares: the envelope, sign-in and roles, input, uploads. */
export const COMMON = {
  // HOJ answers "success" in both languages.
  success: 'success',
  'Please login first': '请您先登录！',
  'Your login has expired, please login again': '登录状态已失效，请重新登录！',
  'Your account has been banned, please contact an administrator': '您的账号已被封禁，请联系管理员',
  'Sorry, you do not have permission to perform this operation': '对不起，您无权限进行此操作！',
  'Server Error!': '服务器错误！',
  'Failed to parse parameter format!': '参数格式解析失败！',
  'Invalid parameters': '参数无效',
  'Not Found': '资源不存在',
  'Too many requests, please try again later': '请求过于频繁，请稍后再试',
  'Please choose a file to upload': '请选择要上传的文件',
  'File type not supported': '不支持的文件类型',
  'File size exceeded': '文件大小超出限制',
  'Create Successfully': '创建成功',
  'Update Successfully': '更新成功',
  'Delete successfully': '删除成功',
  'Add Successfully': '添加成功',
  'Import Successfully': '导入成功',
  'Submitted successfully': '提交成功',
} as const;

/** Chinese of Fastify's own refusals (its English is kept), by code, else by HTTP status. */
const FASTIFY_ZH: Readonly<Record<string, string>> = {
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度与 Content-Length 不符',
  FST_INVALID_MULTIPART_CONTENT_TYPE: '请求不是 multipart 表单',
  FST_PARTS_LIMIT: '表单的字段或文件过多',
  FST_FILES_LIMIT: '表单中的文件过多',
  FST_FIELDS_LIMIT: '表单的字段过多',
  FST_PROTO_VIOLATION: '表单字段名不合法',
  FST_INVALID_JSON_FIELD_ERROR: '表单中的 JSON 字段无法解析',
};
const STATUS_ZH: Readonly<Record<number, string>> = {
  400: '请求无效',
  404: '资源不存在',
  405: '不支持该请求方法',
  406: '无法接受的请求',
  413: '请求内容过大',
  415: '不支持的请求内容类型',
};

export function fastifyRefusal(error: { code?: string; statusCode?: number; message: string }): Message {
  const status = error.statusCode ?? 400;
  const zh = (error.code !== undefined ? FASTIFY_ZH[error.code] : undefined) ?? STATUS_ZH[status] ?? `请求无法处理（HTTP ${status}）`;
  return { en: error.message, zh };
}
