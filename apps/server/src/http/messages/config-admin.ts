/** Chinese of the site settings' messages (English → Chinese). */
export const CONFIG_ADMIN = {
  'Enter the mail server host': '请填写邮件服务器地址',
  'Mail is not configured: save the mail settings first': '尚未配置邮件服务，请先保存邮件设置',
  'The test mail was sent': '测试邮件已发送',
  'Database and cache settings come from the environment; change them there and restart':
    '数据库与缓存设置来自服务器的环境变量，请在那里修改后重启服务',
  'Upload Successfully': '上传成功',
  'The carousel image does not exist': '该轮播图不存在',
} as const;
