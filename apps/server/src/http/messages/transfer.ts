/** Chinese for the transfer area's server messages (exact English text → Chinese). */
export const ZH: Record<string, string> = {
  'Import Successfully': '导入成功',
  'The archive holds no problem: check its layout': '压缩包中没有题目，请检查文件结构',
  'Please upload a .xml file': '请上传 .xml 格式的文件',
  'Please upload a .zip file': '请上传 .zip 格式的文件',
  'Choose at least one problem to export': '请至少选择一道要导出的题目',
  'At most 200 problems at a time': '一次最多导出 200 道题目',
};

type Render = (m: RegExpExecArray, translate: (msg: string) => string) => string;

/** The reasons an import gives after the name of the problem or file ("problem_3.json: …"). */
const REASONS: [RegExp, (m: RegExpExecArray) => string][] = [
  [/^the test file (.+) is missing$/, (m) => `测试文件 ${m[1]} 缺失`],
  [/^the test data folder (.+) is missing$/, (m) => `测试数据文件夹 ${m[1]} 缺失`],
  [/^the file (.+) is missing$/, (m) => `文件 ${m[1]} 缺失`],
  [/^the file is missing$/, () => '文件缺失'],
  [/^the file is not valid (JSON|YAML|XML) \((.*)\)$/s, (m) => `文件不是有效的 ${m[1]}（${m[2]}）`],
  [/^the file is not an FPS document: its root must be <fps>$/, () => '文件不是 FPS 文档：根元素必须是 <fps>'],
  [/^the problem has no test data$/, () => '该题目没有测试数据'],
  [/^the problem ID (.+) is also the ID of (.+)$/, (m) => `题目 ID ${m[1]} 与 ${m[2]} 重复`],
  [/^the problem ID (.+) already exists$/, (m) => `题目 ID ${m[1]} 已存在`],
  [/^the folder must hold exactly one JSON file, not (\d+)$/, (m) => `文件夹中必须恰好有一个 JSON 文件，而不是 ${m[1]} 个`],
  [/^the folder has no problem\.yaml$/, () => '文件夹中没有 problem.yaml'],
  [
    /^only problem JSON files and their test data folders may sit at the top of the zip$/,
    () => '压缩包根目录只能放题目 JSON 文件及其测试数据文件夹',
  ],
  [/^only problem folders may sit at the top of the zip$/, () => '压缩包根目录只能放题目文件夹'],
  [/^the image (.+) is not a PNG, JPEG, GIF, BMP or WebP image$/, (m) => `图片 ${m[1]} 不是 PNG、JPEG、GIF、BMP 或 WebP 图片`],
  [
    /^(.+) is not a PNG, JPEG, GIF, BMP or WebP image: only images can be shown in a statement$/,
    (m) => `${m[1]} 不是 PNG、JPEG、GIF、BMP 或 WebP 图片：题面中只能展示图片`,
  ],
  [/^the time limit "(.*)" (.*) is not a duration in s or ms$/, (m) => `时间限制“${m[1]}” ${m[2]} 不是以 s 或 ms 为单位的时长`],
  [/^the memory limit "(.*)" (.*) is not a size in mb or kb$/, (m) => `内存限制“${m[1]}” ${m[2]} 不是以 mb 或 kb 为单位的大小`],
  [/^the time "(.*)" is not a duration like 1s or 1000ms$/, (m) => `时间“${m[1]}”不是形如 1s 或 1000ms 的时长`],
  [/^the memory "(.*)" is not a size like 256m or 256mb$/, (m) => `内存“${m[1]}”不是形如 256m 或 256mb 的大小`],
  [/^an interactive problem needs its interactor$/, () => '交互题需要提供交互程序'],
  [/^the extra file (.+) must be in testdata\/$/, (m) => `额外文件 ${m[1]} 必须位于 testdata/ 中`],
  [/^the problem does not exist$/, () => '该题目不存在'],
];

/**
 * Patterns of the transfer area's messages with values in them. A refusal about one problem is
 * "source: reason": the reason is translated here, or else as the message it continues (the
 * admin form's rules), its first letter put back in upper case.
 */
export const PATTERNS: [RegExp, Render][] = [
  [/^The archive holds (\d+) problems, more than (\d+)$/, (m) => `压缩包中有 ${m[1]} 道题目，超过了上限 ${m[2]} 道`],
  [/^The problem (\d+) does not exist$/, (m) => `题目 ${m[1]} 不存在`],
  [/^The test data file (.+) of the problem (.+) is missing$/, (m) => `题目 ${m[2]} 的测试数据文件 ${m[1]} 缺失`],
  [
    /^([^\s:]+|\S+ item \d+(?: \(.*\))?): ([a-z].*)$/s,
    (m, translate) => {
      const [, source = '', reason = ''] = m;
      for (const [pattern, render] of REASONS) {
        const hit = pattern.exec(reason);
        if (hit) return `${source}：${render(hit)}`;
      }
      const message = reason.charAt(0).toUpperCase() + reason.slice(1);
      const zh = translate(message);
      return zh === message ? m[0] : `${source}：${zh}`;
    },
  ],
];
