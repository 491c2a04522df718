/** Chinese of the tag area's messages (English → Chinese). */
export const TAG = {
  'The tag already exists': '该标签已存在',
  'The tag does not exist': '该标签不存在',
  'The tag id is required': '标签 ID 不能为空',
  'The classification already exists': '该标签分类已存在',
  'The classification does not exist': '该标签分类不存在',
  'The classification id is required': '标签分类 ID 不能为空',
  'The judge must be ME or a remote judge key (HDU, CF, GYM, POJ, SPOJ, AC, LIBRE)':
    '题库只能是 ME 或远程评测的标识（HDU、CF、GYM、POJ、SPOJ、AC、LIBRE）',
  'The classification belongs to another judge than the tag': '该标签分类属于其他题库，不能用于此标签',
} as const;
