/** Chinese for the tag area's server messages (exact English text → Chinese). */
export const ZH: Record<string, string> = {
  'The tag already exists': '该标签已存在',
  'The tag does not exist': '该标签不存在',
  'The tag id is required': '标签 ID 不能为空',
  'The tag name is required': '标签名称不能为空',
  'The tag name can not exceed 100 characters': '标签名称不能超过 100 个字符',
  'The colour can not exceed 32 characters': '颜色不能超过 32 个字符',
  'The colour must be a CSS colour such as #409EFF': '颜色必须是 CSS 颜色，例如 #409EFF',
  'The classification already exists': '该标签分类已存在',
  'The classification does not exist': '该标签分类不存在',
  'The classification id is required': '标签分类 ID 不能为空',
  'The classification name is required': '标签分类名称不能为空',
  'The classification name can not exceed 100 characters': '标签分类名称不能超过 100 个字符',
  'The judge must be ME or a remote judge key (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE)':
    '题库只能是 ME 或远程评测的标识（HDU、CF、GYM、POJ、SPOJ、AC、LIBRE）',
  'The classification belongs to another judge than the tag': '该标签分类属于其他题库，不能用于此标签',
  'Delete successfully': '删除成功',
};
