import type { Message } from '@arbiter/contract';

/**
 * Chinese of the transfer area's messages (imports and exports of problems). A refusal about one
 * problem is "source: reason" (problem-transfer/refusals.ts): the reasons are here as the import
 * writes them, in lower case after the source.
 */
export const TRANSFER = {
  'The archive holds no problem: check its layout': '压缩包中没有题目，请检查文件结构',
  'Please upload a .xml file': '请上传 .xml 格式的文件',
  'the file is missing': '文件缺失',
  'the content is not valid': '内容无效',
  'the problem is not valid': '题目无效',
  'the file is not an FPS document: its root must be <fps>': '文件不是 FPS 文档：根元素必须是 <fps>',
  'the problem has no test data': '该题目没有测试数据',
  'the folder has no problem.yaml': '文件夹中没有 problem.yaml',
  'an interactive problem needs its interactor': '交互题需要提供交互程序',
  'extra files must be an object of file name to content': '附加文件必须是由文件名到文件内容的对象',
} as const;

export const testFileMissing = (name: string): Message => ({ en: `the test file ${name} is missing`, zh: `测试文件 ${name} 缺失` });

export const testDataFolderMissing = (folder: string): Message => ({
  en: `the test data folder ${folder} is missing`,
  zh: `测试数据文件夹 ${folder} 缺失`,
});

export const fileMissing = (name: string): Message => ({ en: `the file ${name} is missing`, zh: `文件 ${name} 缺失` });

/** `detail` is the parser's own words, passed on as they are. */
export const notValidFile = (format: 'JSON' | 'YAML' | 'XML', detail: string): Message => ({
  en: `the file is not valid ${format} (${detail})`,
  zh: `文件不是有效的 ${format}（${detail}）`,
});

export const problemIdTwice = (problemId: string, other: string): Message => ({
  en: `the problem ID ${problemId} is also the ID of ${other}`,
  zh: `题目 ID ${problemId} 与 ${other} 重复`,
});

export const jsonCount = (count: number): Message => ({
  en: `the folder must hold exactly one JSON file, not ${count}`,
  zh: `文件夹中必须恰好有一个 JSON 文件，而不是 ${count} 个`,
});

export const strayJson = (name: string): Message => ({
  en: `${name}: only problem JSON files and their test data folders may sit at the top of the zip`,
  zh: `${name}：压缩包根目录只能放题目 JSON 文件及其测试数据文件夹`,
});

export const strayFolder = (name: string): Message => ({
  en: `${name}: only problem folders may sit at the top of the zip`,
  zh: `${name}：压缩包根目录只能放题目文件夹`,
});

export const imageNotSupported = (src: string): Message => ({
  en: `the image ${src} is not a PNG, JPEG, GIF, BMP or WebP image`,
  zh: `图片 ${src} 不是 PNG、JPEG、GIF、BMP 或 WebP 图片`,
});

export const statementFileNotImage = (file: string): Message => ({
  en: `${file} is not a PNG, JPEG, GIF, BMP or WebP image: only images can be shown in a statement`,
  zh: `${file} 不是 PNG、JPEG、GIF、BMP 或 WebP 图片：题面中只能展示图片`,
});

export const fpsTimeLimit = (value: string, unit: string): Message => ({
  en: `the time limit "${value}" ${unit} is not a duration in s or ms`,
  zh: `时间限制“${value}” ${unit} 不是以 s 或 ms 为单位的时长`,
});

export const fpsMemoryLimit = (value: string, unit: string): Message => ({
  en: `the memory limit "${value}" ${unit} is not a size in mb or kb`,
  zh: `内存限制“${value}” ${unit} 不是以 mb 或 kb 为单位的大小`,
});

export const hydroTime = (value: string | number): Message => ({
  en: `the time "${value}" is not a duration like 1s or 1000ms`,
  zh: `时间“${value}”不是形如 1s 或 1000ms 的时长`,
});

export const hydroMemory = (value: string | number): Message => ({
  en: `the memory "${value}" is not a size like 256m or 256mb`,
  zh: `内存“${value}”不是形如 256m 或 256mb 的大小`,
});

export const extraFileOutside = (name: string): Message => ({
  en: `the extra file ${name} must be in testdata/`,
  zh: `额外文件 ${name} 必须位于 testdata/ 中`,
});

export const archiveTooLarge = (count: number, max: number): Message => ({
  en: `The archive holds ${count} problems, more than ${max}`,
  zh: `压缩包中有 ${count} 道题目，超过了上限 ${max} 道`,
});

export const exportMissing = (pid: number): Message => ({ en: `The problem ${pid} does not exist`, zh: `题目 ${pid} 不存在` });

export const exportNoData = (problemId: string, file: string): Message => ({
  en: `The test data file ${file} of the problem ${problemId} is missing`,
  zh: `题目 ${problemId} 的测试数据文件 ${file} 缺失`,
});
