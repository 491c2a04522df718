/**
 * Chinese for the Kattis package area's server messages. A package refusal is "package: reason"
 * (transfer.ts renders the package and asks for the reason, its first letter in upper case): the
 * reasons are here, exact or as patterns. File names and settings stay as the package spells them.
 */
export const ZH: Record<string, string> = {
  'The checker protocol must be hoj or kattis': '评测程序协议只能是 hoj 或 kattis',
  'Problem.yaml is missing: a package has it at the top of its folder': 'problem.yaml 缺失：题目包的文件夹顶层必须有 problem.yaml',
  'Problem.yaml is missing: the zip must hold one package folder with problem.yaml in it':
    'problem.yaml 缺失：压缩包中必须有一个含 problem.yaml 的题目包文件夹',
  'Data/secret/ holds no test (a .in with its .ans)': 'data/secret/ 中没有测试点（.in 文件及其 .ans 文件）',
  'Validation custom score is for problems of type scoring': 'validation 为 custom score 时题目类型必须是 scoring',
  'An interactive problem can not read and write files (io)': '交互题不能使用文件读写（io）',
  'Validator_flags are not supported': '不支持 validator_flags',
  'Subtasks are for problems of type scoring': '只有 scoring 类型的题目才能设置子任务（subtasks）',
  'Output_validators/ holds no validator, but problem.yaml asks for custom validation':
    'problem.yaml 要求自定义校验（custom），但 output_validators/ 中没有校验程序',
  'The file must be a map of settings': '文件内容必须是设置项的映射',
  'Must be pass-fail or scoring': '必须是 pass-fail 或 scoring',
  'Must be default, custom, custom interactive or custom score': '必须是 default、custom、custom interactive 或 custom score',
  'The time limit must be a number of seconds': '时间限制必须是以秒为单位的数字',
  'The time limit must be a number of seconds above 0': '时间限制必须是大于 0 的秒数',
  'The time limit can not exceed 30 seconds': '时间限制不能超过 30 秒',
};

type Render = (m: RegExpExecArray, translate: (msg: string) => string) => string;

/** The file a reason starts with, its first letter back in lower case (`Data/…` → `data/…`). */
const file = (name: string | undefined) => (name ? name.charAt(0).toLowerCase() + name.slice(1) : '');

export const PATTERNS: [RegExp, Render][] = [
  [
    /^Problem\.yaml: ([a-z].*)$/s,
    (m, translate) => `problem.yaml：${translate((m[1] ?? '').charAt(0).toUpperCase() + (m[1] ?? '').slice(1))}`,
  ],
  [/^(Data\/\S+) has no answer file (data\/\S+)$/, (m) => `${file(m[1])} 没有对应的答案文件 ${m[2]}`],
  [/^(Data\/\S+) has no input file (data\/\S+)$/, (m) => `${file(m[1])} 没有对应的输入文件 ${m[2]}`],
  [
    /^(Data\/.+): a test file name may hold only letters, digits, '\.', '_' and '-' \(at most (\d+) characters with its folders\)$/,
    (m) => `${file(m[1])}：测试文件名只能包含字母、数字、“.”、“_”和“-”（连同文件夹最多 ${m[2]} 个字符）`,
  ],
  [
    /^(Data\/\S+) and (data\/\S+) are both stored as (\S+): rename one of them$/,
    (m) => `${file(m[1])} 和 ${m[2]} 都会存为 ${m[3]}：请重命名其中一个`,
  ],
  [
    /^The validation "(.*)" is unknown \(default, custom, custom interactive or custom score\)$/,
    (m) => `未知的 validation “${m[1]}”（可选 default、custom、custom interactive 或 custom score）`,
  ],
  [/^The subtask (.+) appears twice$/, (m) => `子任务 ${m[1]} 重复出现`],
  [
    /^The subtask (.+) lists (.+), which is not a test of data\/ \(a \.in with its \.ans\)$/,
    (m) => `子任务 ${m[1]} 列出的 ${m[2]} 不是 data/ 中的测试点（.in 文件及其 .ans 文件）`,
  ],
  [/^The subtask (.+) lists (.+) twice$/, (m) => `子任务 ${m[1]} 重复列出了 ${m[2]}`],
  [/^The test (.+) is in no subtask$/, (m) => `测试点 ${m[1]} 不属于任何子任务`],
  [
    /^Output_validators\/ holds (\d+) validators \((.*)\): only one is supported$/,
    (m) => `output_validators/ 中有 ${m[1]} 个校验程序（${m[2]}）：只支持一个`,
  ],
  [
    /^(Output_validators?\/.+): a validator is a single C or C\+\+ file \(with its headers\); other files are not supported$/,
    (m) => `${file(m[1])}：校验程序只能是单个 C 或 C++ 源文件（及其头文件），不支持其他文件`,
  ],
  [
    /^(Output_validators?\/.*) holds two sources \((.+) and (.+)\): a validator is a single C or C\+\+ file$/,
    (m) => `${file(m[1])} 中有两个源文件（${m[2]} 和 ${m[3]}）：校验程序只能是单个 C 或 C++ 源文件`,
  ],
  [
    /^(Output_validators?\/.*) holds no C or C\+\+ source \(\.c, \.cpp, \.cc\)$/,
    (m) => `${file(m[1])} 中没有 C 或 C++ 源文件（.c、.cpp、.cc）`,
  ],
  [/^((?:Submissions|Output_validators?)\/\S+) is empty$/, (m) => `${file(m[1])} 是空文件`],
  [/^((?:Submissions|Output_validators?)\/\S+) is longer than (\d+) characters$/, (m) => `${file(m[1])} 超过 ${m[2]} 个字符`],
  [
    /^(Submissions\/\S+): submissions sit in folders named for their expected verdict \((.+)\)$/,
    (m) => `${file(m[1])}：参考提交必须放在以预期结果命名的文件夹中（${m[2]}）`,
  ],
  [
    /^(Submissions\/\S+): partial submissions are for problems of type scoring$/,
    (m) => `${file(m[1])}：只有 scoring 类型的题目才能有 partial 提交`,
  ],
  [/^(Submissions\/\S+): a submission is a single file$/, (m) => `${file(m[1])}：一个参考提交只能是单个文件`],
  [
    /^(Submissions\/\S+): the language is unknown \(\.c, \.cpp, \.java or \.py\)$/,
    (m) => `${file(m[1])}：无法识别的语言（支持 .c、.cpp、.java、.py）`,
  ],
  [
    /^(Submissions\/\S+): a partial submission is named scoreNN_… for the points it must earn$/,
    (m) => `${file(m[1])}：partial 提交须命名为 scoreNN_…，NN 为应得分数`,
  ],
  [/^Submissions\/ holds (\d+) submissions, more than (\d+)$/, (m) => `submissions/ 中有 ${m[1]} 个参考提交，超过了上限 ${m[2]} 个`],
  [
    /^The (memory|output) limit must be a whole number of MiB$/,
    (m) => `${m[1] === 'memory' ? '内存' : '输出'}限制必须是以 MiB 为单位的整数`,
  ],
  [/^The (memory|output) limit must be at least 1 MiB$/, (m) => `${m[1] === 'memory' ? '内存' : '输出'}限制至少为 1 MiB`],
  [/^The (memory|output) limit can not exceed (\d+) MiB$/, (m) => `${m[1] === 'memory' ? '内存' : '输出'}限制不能超过 ${m[2]} MiB`],
  [/^The zip must hold one package folder, not (\d+) \((.*)\)$/, (m) => `压缩包中只能有一个题目包文件夹，而不是 ${m[1]} 个（${m[2]}）`],
];
