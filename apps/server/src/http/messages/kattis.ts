import type { Message } from '@arbiter/contract';

/**
 * Chinese of the Kattis package area's messages. A package refusal is "package: reason"
 * (problem-transfer/refusals.ts); the reasons are here as the reader writes them. File names and
 * settings stay as the package spells them. The schema of problem.yaml speaks these too.
 */
export const KATTIS = {
  'problem.yaml is missing: a package has it at the top of its folder': 'problem.yaml 缺失：题目包的文件夹顶层必须有 problem.yaml',
  'problem.yaml is missing: the zip must hold one package folder with problem.yaml in it':
    'problem.yaml 缺失：压缩包中必须有一个含 problem.yaml 的题目包文件夹',
  'data/secret/ holds no test (a .in with its .ans)': 'data/secret/ 中没有测试点（.in 文件及其 .ans 文件）',
  'validation custom score is for problems of type scoring': 'validation 为 custom score 时题目类型必须是 scoring',
  'an interactive problem can not read and write files (io)': '交互题不能使用文件读写（io）',
  'validator_flags are not supported': '不支持 validator_flags',
  'subtasks are for problems of type scoring': '只有 scoring 类型的题目才能设置子任务（subtasks）',
  'output_validators/ holds no validator, but problem.yaml asks for custom validation':
    'problem.yaml 要求自定义校验（custom），但 output_validators/ 中没有校验程序',
  // problem.yaml's schema
  'the file must be a map of settings': '文件内容必须是设置项的映射',
  'must be text or one text per language': '必须是文本，或每种语言一个文本',
  'must be pass-fail or scoring': '必须是 pass-fail 或 scoring',
  'must be default, custom, custom interactive or custom score': '必须是 default、custom、custom interactive 或 custom score',
  'must be a file name': '必须是文件名',
  "must be a plain file name (letters, digits, '.', '_' or '-')": '必须是只含字母、数字、“.”、“_”和“-”的文件名',
  'the time limit must be a number of seconds': '时间限制必须是以秒为单位的数字',
  'the time limit must be a number of seconds above 0': '时间限制必须是大于 0 的秒数',
  'the time limit can not exceed 30 seconds': '时间限制不能超过 30 秒',
  'the memory limit must be a whole number of MiB': '内存限制必须是以 MiB 为单位的整数',
  'the memory limit must be at least 1 MiB': '内存限制至少为 1 MiB',
  'the memory limit can not exceed 4096 MiB': '内存限制不能超过 4096 MiB',
  'the output limit must be a whole number of MiB': '输出限制必须是以 MiB 为单位的整数',
  'the output limit must be at least 1 MiB': '输出限制至少为 1 MiB',
  'the output limit can not exceed 1024 MiB': '输出限制不能超过 1024 MiB',
  'each subtask needs a group name': '每个子任务都需要组名',
  'each subtask needs a score': '每个子任务都需要分数',
  'a subtask score must be a whole number': '子任务分数必须是整数',
  'a subtask score can not be negative': '子任务分数不能为负数',
  'tests are paths under data/': '测试点是 data/ 下的路径',
  'each subtask lists its tests': '每个子任务都要列出它的测试点',
  'each subtask lists at least one test': '每个子任务至少列出一个测试点',
  'subtasks must be a list': 'subtasks 必须是列表',
  'subtasks must not be empty': 'subtasks 不能为空',
} as const;

/** A reason about a setting of problem.yaml. */
export const inProblemYaml = (reason: Message): Message => ({ en: `problem.yaml: ${reason.en}`, zh: `problem.yaml：${reason.zh}` });

export const validationUnknown = (text: string): Message => ({
  en: `the validation "${text}" is unknown (default, custom, custom interactive or custom score)`,
  zh: `未知的 validation “${text}”（可选 default、custom、custom interactive 或 custom score）`,
});

export const subtaskTwice = (group: string): Message => ({ en: `the subtask ${group} appears twice`, zh: `子任务 ${group} 重复出现` });

export const subtaskNotATest = (group: string, test: string): Message => ({
  en: `the subtask ${group} lists ${test}, which is not a test of data/ (a .in with its .ans)`,
  zh: `子任务 ${group} 列出的 ${test} 不是 data/ 中的测试点（.in 文件及其 .ans 文件）`,
});

export const subtaskListsTwice = (group: string, test: string): Message => ({
  en: `the subtask ${group} lists ${test} twice`,
  zh: `子任务 ${group} 重复列出了 ${test}`,
});

export const testInNoSubtask = (test: string): Message => ({
  en: `the test ${test} is in no subtask`,
  zh: `测试点 ${test} 不属于任何子任务`,
});

export const noAnswerFile = (input: string, answer: string): Message => ({
  en: `${input} has no answer file ${answer}`,
  zh: `${input} 没有对应的答案文件 ${answer}`,
});

export const noInputFile = (answer: string, input: string): Message => ({
  en: `${answer} has no input file ${input}`,
  zh: `${answer} 没有对应的输入文件 ${input}`,
});

export const badTestFileName = (file: string, max: number): Message => ({
  en: `${file}: a test file name may hold only letters, digits, '.', '_' and '-' (at most ${max} characters with its folders)`,
  zh: `${file}：测试文件名只能包含字母、数字、“.”、“_”和“-”（连同文件夹最多 ${max} 个字符）`,
});

export const storedTwice = (one: string, other: string, stored: string): Message => ({
  en: `${one} and ${other} are both stored as ${stored}: rename one of them`,
  zh: `${one} 和 ${other} 都会存为 ${stored}：请重命名其中一个`,
});

export const tooManyValidators = (count: number, names: string): Message => ({
  en: `output_validators/ holds ${count} validators (${names}): only one is supported`,
  zh: `output_validators/ 中有 ${count} 个校验程序（${names}）：只支持一个`,
});

export const validatorTwoSources = (folder: string, one: string, other: string): Message => ({
  en: `${folder}/ holds two sources (${one} and ${other}): a validator is a single C or C++ file`,
  zh: `${folder}/ 中有两个源文件（${one} 和 ${other}）：校验程序只能是单个 C 或 C++ 源文件`,
});

export const validatorHeader = (path: string, max: number): Message => ({
  en: `${path}: a header must have a plain name and hold 1 to ${max} characters`,
  zh: `${path}：头文件名只能包含字母、数字、“.”、“_”和“-”，内容为 1 到 ${max} 个字符`,
});

export const validatorOtherFile = (path: string): Message => ({
  en: `${path}: a validator is a single C or C++ file (with its headers); other files are not supported`,
  zh: `${path}：校验程序只能是单个 C 或 C++ 源文件（及其头文件），不支持其他文件`,
});

export const validatorNoSource = (folder: string): Message => ({
  en: `${folder}/ holds no C or C++ source (.c, .cpp, .cc)`,
  zh: `${folder}/ 中没有 C 或 C++ 源文件（.c、.cpp、.cc）`,
});

export const validatorTooManyHeaders = (folder: string, max: number): Message => ({
  en: `${folder}/ holds more than ${max} headers`,
  zh: `${folder}/ 中的头文件超过 ${max} 个`,
});

export const fileEmpty = (file: string): Message => ({ en: `${file} is empty`, zh: `${file} 是空文件` });

export const fileTooLong = (file: string, max: number): Message => ({
  en: `${file} is longer than ${max} characters`,
  zh: `${file} 超过 ${max} 个字符`,
});

export const submissionFolder = (where: string, expected: string): Message => ({
  en: `${where}: submissions sit in folders named for their expected verdict (${expected})`,
  zh: `${where}：参考提交必须放在以预期结果命名的文件夹中（${expected}）`,
});

export const partialForScoring = (where: string): Message => ({
  en: `${where}: partial submissions are for problems of type scoring`,
  zh: `${where}：只有 scoring 类型的题目才能有 partial 提交`,
});

export const submissionSingleFile = (where: string): Message => ({
  en: `${where}: a submission is a single file`,
  zh: `${where}：一个参考提交只能是单个文件`,
});

export const submissionLanguage = (where: string): Message => ({
  en: `${where}: the language is unknown (.c, .cpp, .java or .py)`,
  zh: `${where}：无法识别的语言（支持 .c、.cpp、.java、.py）`,
});

export const partialName = (where: string): Message => ({
  en: `${where}: a partial submission is named scoreNN_… for the points it must earn`,
  zh: `${where}：partial 提交须命名为 scoreNN_…，NN 为应得分数`,
});

export const tooManySubmissions = (count: number, max: number): Message => ({
  en: `submissions/ holds ${count} submissions, more than ${max}`,
  zh: `submissions/ 中有 ${count} 个参考提交，超过了上限 ${max} 个`,
});

export const packageFolders = (archive: string, count: number, names: string): Message => ({
  en: `${archive}: the zip must hold one package folder, not ${count} (${names})`,
  zh: `${archive}：压缩包中只能有一个题目包文件夹，而不是 ${count} 个（${names}）`,
});
