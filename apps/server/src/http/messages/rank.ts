/** Chinese for the rank area's server messages (exact English text → Chinese). */
export const ZH: Record<string, string> = {
  'The rank type is required': '排行榜类型不能为空',
  'The rank type must be 0 (ACM) or 1 (OI)': '排行榜类型只能是 0（ACM）或 1（OI）',
};
