import type { Message } from '@arbiter/contract';

/** Chinese of the back office's user management messages: edit, delete, import and generated accounts. */
export const USER_ADMIN = {
  'You can not ban yourself or take away your own super admin role': '不能封禁自己，也不能取消自己的超级管理员角色',
  'You can not delete yourself': '不能删除自己',
  'The sheet of generated users has expired or does not exist: please generate them again': '生成用户的表格已过期或不存在，请重新生成',
  'Username is required': '用户名不能为空',
  'Password is required': '密码不能为空',
  'The email format is incorrect': '邮箱格式不正确',
  'Gender must be male, 0, female, 1 or empty': '性别只能是 male、0、female、1 或留空',
  'The username appears more than once in the file': '该用户名在文件中重复出现',
  'The email appears more than once in the file': '该邮箱在文件中重复出现',
} as const;

/** A field of an import row longer than allowed. */
export const cellTooLong = (field: Message, max: number): Message => ({
  en: `${field.en} can not exceed ${max} characters`,
  zh: `${field.zh}不能超过 ${max} 个字符`,
});

export const passwordLength = (min: number, max: number): Message => ({
  en: `Password must be ${min} to ${max} characters`,
  zh: `密码长度应为 ${min} 到 ${max} 位`,
});

export const importRefused = (rows: number): Message => ({
  en: `${rows} row(s) have problems: nothing was imported`,
  zh: `有 ${rows} 行存在问题，未导入任何用户`,
});

export const usersImported = (count: number): Message => ({ en: `${count} user(s) imported`, zh: `已导入 ${count} 个用户` });

export const usernamesTaken = (names: readonly string[]): Message => ({
  en: `These usernames already exist, nothing was created: ${names.join(', ')}`,
  zh: `以下用户名已存在，未创建任何用户：${names.join('、')}`,
});

export const usersInUse = (names: readonly string[]): Message => ({
  en: `These users have submissions or own contests, trainings or files and can not be deleted (ban them instead): ${names.join(', ')}`,
  zh: `以下用户已有提交记录或创建了比赛、训练、文件，不能删除（可改为封禁）：${names.join('、')}`,
});
