import type { Message } from '@arbiter/contract';

/** Chinese of the problem back office's messages: access, saving, test cases and their zips. */
export const PROBLEM_ADMIN = {
  'The ID of a remote problem names its judge and cannot be changed': '远程题目的题号表示其来源平台，不能修改',
  'Only a super admin or a problem admin can make a problem public': '只有超级管理员或题目管理员可以公开题目',
  'Only the author of the problem, a super admin or a problem admin can manage it': '只有题目作者、超级管理员或题目管理员可以管理该题目',
  'The uploaded test cases have expired or are unknown: please upload them again': '上传的测试数据已过期或不存在，请重新上传',
  'The special judge code has changed: compile it successfully before saving the problem': '特殊判题代码已修改，请先编译成功再保存题目',
  'The interactor code has changed: compile it successfully before saving the problem': '交互程序代码已修改，请先编译成功再保存题目',
  'The required request parameters are missing: problem.id': '缺少必需的请求参数：problem.id',
  'Upload Testcase Successfully': '上传测试数据成功',
  'Please upload a .zip file': '请上传 .zip 格式的文件',
  'The file is not a valid zip': '该文件不是有效的 zip 文件',
  'No test case was found in the zip: name the files X.in and X.out (or X.ans), or inputX.txt and outputX.txt':
    '压缩包中没有找到测试数据：文件应命名为 X.in 与 X.out（或 X.ans），或 inputX.txt 与 outputX.txt',
} as const;

export const problemIdTaken = (problemId: string): Message => ({
  en: `The problem ID ${problemId} already exists`,
  zh: `题目 ID ${problemId} 已存在`,
});

export const problemIdTakenByOther = (problemId: string): Message => ({
  en: `The problem ID ${problemId} is already taken: please give the problem an ID`,
  zh: `题目 ID ${problemId} 已被占用，请为题目指定 ID`,
});

export const unknownLanguages = (ids: string): Message => ({ en: `Unknown language id: ${ids}`, zh: `未知的语言 ID：${ids}` });

export const unknownTags = (ids: string): Message => ({ en: `Unknown tag id: ${ids}`, zh: `未知的标签 ID：${ids}` });

export const caseNotInZip = (input: string, output: string): Message => ({
  en: `The test case ${input} / ${output} is not in the uploaded zip`,
  zh: `上传的压缩包中没有测试点 ${input} / ${output}`,
});

export const caseNotFound = (input: string, output: string): Message => ({
  en: `The test case ${input} / ${output} was not found: please upload the test cases`,
  zh: `找不到测试点 ${input} / ${output}，请上传测试数据`,
});

export const testDataFileMissing = (name: string): Message => ({
  en: `The test data file ${name} is missing`,
  zh: `测试数据文件 ${name} 缺失`,
});

// Why an uploaded zip is refused (problem-admin/zip-reader.ts): "The zip was refused: <reason>".

export const zipRefused = (reason: Message): Message => ({ en: `The zip was refused: ${reason.en}`, zh: `压缩包被拒绝：${reason.zh}` });

/** `detail` is the zip reader's own words, passed on as they are. */
export const zipDamaged = (detail: string): Message => ({ en: `The zip is damaged: ${detail}`, zh: `压缩包已损坏：${detail}` });

/** The reasons, each about an entry named as the zip names it. */
export const ZIP_REASON = {
  noName: { en: 'an entry has no name', zh: '有一个条目没有名称' },
  backslash: (name: string): Message => ({ en: `"${name}" holds a backslash`, zh: `“${name}”中含有反斜杠` }),
  driveLetter: (name: string): Message => ({ en: `"${name}" starts with a drive letter`, zh: `“${name}”以盘符开头` }),
  absolute: (name: string): Message => ({ en: `"${name}" is an absolute path`, zh: `“${name}”是绝对路径` }),
  leadsOut: (name: string): Message => ({ en: `"${name}" leads out of the folder`, zh: `“${name}”指向文件夹之外` }),
  /** `quoted` is the name as JSON writes it, so that its control character shows. */
  controlCharacter: (quoted: string): Message => ({ en: `${quoted} holds a control character`, zh: `${quoted} 中含有控制字符` }),
  inFolder: (name: string): Message => ({
    en: `"${name}" is in a folder: put the files at the top level of the zip`,
    zh: `“${name}”位于文件夹中：请把文件放在压缩包的顶层`,
  }),
  notPlainPath: (name: string): Message => ({ en: `"${name}" is not a plain path`, zh: `“${name}”不是普通路径` }),
  symlink: (name: string): Message => ({ en: `"${name}" is a symbolic link`, zh: `“${name}”是符号链接` }),
  folder: (name: string): Message => ({
    en: `"${name}" is a folder: put the files at the top level of the zip`,
    zh: `“${name}”是文件夹：请把文件放在压缩包的顶层`,
  }),
  notRegular: (name: string): Message => ({ en: `"${name}" is not a regular file`, zh: `“${name}”不是普通文件` }),
  encrypted: (name: string): Message => ({ en: `"${name}" is encrypted`, zh: `“${name}”已加密` }),
  compression: (name: string): Message => ({
    en: `"${name}" uses an unsupported compression method`,
    zh: `“${name}”使用了不支持的压缩方式`,
  }),
  tooManyEntries: (count: number, max: number): Message => ({
    en: `it holds ${count} entries, more than ${max}`,
    zh: `其中有 ${count} 个条目，超过了上限 ${max} 个`,
  }),
  twice: (name: string): Message => ({ en: `"${name}" appears twice`, zh: `“${name}”出现了两次` }),
  entryTooLarge: (name: string, size: string): Message => ({ en: `"${name}" is larger than ${size}`, zh: `“${name}”超过 ${size}` }),
  totalTooLarge: (size: string): Message => ({
    en: `its files are larger than ${size} in all`,
    zh: `其中文件总大小超过 ${size}`,
  }),
  inflatesTooLarge: (name: string, size: string): Message => ({
    en: `"${name}" inflates to more than ${size}`,
    zh: `“${name}”解压后超过 ${size}`,
  }),
  totalInflatesTooLarge: (size: string): Message => ({
    en: `its files inflate to more than ${size} in all`,
    zh: `其中文件解压后总大小超过 ${size}`,
  }),
  ratio: (name: string, ratio: number): Message => ({
    en: `"${name}" is compressed more than ${ratio} to 1`,
    zh: `“${name}”的压缩比超过 ${ratio} 比 1`,
  }),
  overlap: (one: string, other: string): Message => ({
    en: `"${one}" and "${other}" share their bytes`,
    zh: `“${one}”与“${other}”的数据相互重叠`,
  }),
  clash: (name: string): Message => ({ en: `"${name}" clashes with another entry`, zh: `“${name}”与另一个条目冲突` }),
  notPlainName: (name: string): Message => ({
    en: `"${name}" is not a plain file name (letters, digits, '.', '_' or '-')`,
    zh: `“${name}”不是只含字母、数字、“.”、“_”和“-”的文件名`,
  }),
} as const;
