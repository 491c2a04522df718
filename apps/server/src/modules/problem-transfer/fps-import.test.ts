import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { pngBytes, tokenFor } from '../../../test/fixtures.ts';
import { expectRefused, importArchive, storedProblem } from '../../../test/transfer.ts';

let server: TestServer;
let root: string;

beforeAll(async () => {
  server = await startTestServer();
  root = await tokenFor(server, '1');
});
afterAll(async () => {
  await server.close();
});

const cdata = (text: string) => `<![CDATA[${text}]]>`;

/** One `<item>`: tags given as [name, text, attributes?]; repeated names repeat. */
function item(fields: [string, string, string?][]): string {
  return `<item>\n${fields.map(([name, text, attrs]) => `<${name}${attrs ? ` ${attrs}` : ''}>${cdata(text)}</${name}>`).join('\n')}\n</item>`;
}

const fps = (items: string[], version = '1.2') =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<fps version="${version}">\n${items.join('\n')}\n</fps>\n`;

const IMAGE = pngBytes(3, 3);

function hello(extra: [string, string, string?][] = []): string {
  return item([
    ['title', 'Hello'],
    ['time_limit', '1.5', 'unit="s"'],
    ['memory_limit', '131072', 'unit="kb"'],
    ['description', '<p>Print hello. <img src="/upload/hello.png" /></p>'],
    ['input', 'Nothing.'],
    ['output', '<img src="/upload/hello.png" /> Hello.'],
    ['sample_input', '1'],
    ['sample_output', 'Hello'],
    ['test_input', '1\r\n'],
    ['test_output', 'Hello\r\n'],
    ['test_input', '2\n'],
    ['hint', 'Just print.'],
    ['source', 'FPS set'],
    ['template', "print('Hello')", 'language="Python"'],
    ['template', 'int main() {}', 'language="C++"'],
    ['spj', '#include <cstdio>\nint main() { return 0; }', 'language="C++"'],
    ...extra,
  ]).replace('</item>', `<img><src>/upload/hello.png</src><base64>${IMAGE.toString('base64')}</base64></img>\n</item>`);
}

function plain(title: string, extra: [string, string, string?][] = []): string {
  return item([
    ['title', title],
    ['time_limit', '500', 'unit="ms"'],
    ['memory_limit', '64', 'unit="mb"'],
    ['description', 'Echo.'],
    ['input', 'A line.'],
    ['output', 'The line.'],
    ['test_input', 'x\n'],
    ['test_output', 'x\n'],
    ...extra,
  ]);
}

const importFps = (xml: string, filename = 'set.xml') => importArchive(server, root, 'fps', xml, { filename });

describe('POST /api/file/import-fps-problem', () => {
  it('imports every item with its limits, cases, images, templates and special judge', async () => {
    const res = await importFps(fps([hello(), plain('Echo')]));
    expect(res, res.msg).toMatchObject({ status: 200, msg: 'Import Successfully' });
    const [first, second] = res.data.problems as { pid: number; problemId: string }[];
    expect(first!.problemId).toBe(`P${first!.pid}`);

    const a = await storedProblem(server, root, first!.pid);
    expect(a.problem).toMatchObject({
      title: 'Hello',
      timeLimit: 1500,
      memoryLimit: 128,
      type: 0,
      difficulty: 1,
      auth: 1,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      spjCode: '#include <cstdio>\nint main() { return 0; }',
      examples: '<input>1</input><output>Hello</output>',
      hint: 'Just print.',
      source: 'FPS set',
    });
    // The image is served by the site and the statement points at it.
    const url = /<img src="(\/api\/public\/img\/[0-9a-f]{32}\.png)" \/>/.exec(a.problem.description as string)?.[1];
    expect(url).toBeDefined();
    expect(a.problem.output).toBe(`<img src="${url}" /> Hello.`);
    const image = await fetch(new URL(url!, server.url));
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer()).equals(IMAGE)).toBe(true);

    expect(a.cases.map((c) => [c.input, c.output])).toEqual([
      ['1.in', '1.out'],
      ['2.in', '2.out'],
    ]);
    expect(Object.fromEntries(a.data)).toEqual({ '1.in': '1\n', '1.out': 'Hello\n', '2.in': '2\n', '2.out': '' });
    const own = (await server.call('GET', '/api/get-problem-languages', { query: { pid: second!.pid } })).data as unknown[];
    expect(a.languages.length).toBe(own.length);
    expect(a.templates).toEqual([
      { language: 'Python3', code: "print('Hello')", status: true },
      { language: 'C++', code: 'int main() {}', status: true },
    ]);

    const b = await storedProblem(server, root, second!.pid);
    expect(b.problem).toMatchObject({
      title: 'Echo',
      timeLimit: 500,
      memoryLimit: 64,
      stackLimit: 64,
      judgeMode: 'default',
      examples: null,
    });
  });

  it('reads FPS 1.1 limits: seconds, and memory always in MB', async () => {
    const res = await importFps(
      fps(
        [
          item([
            ['title', 'Old'],
            ['time_limit', '2'],
            ['memory_limit', '256', 'unit="kb"'],
            ['description', 'd'],
            ['input', 'i'],
            ['output', 'o'],
            ['test_input', '1\n'],
            ['test_output', '1\n'],
          ]),
        ],
        '1.1',
      ),
    );
    expect(res.status, res.msg).toBe(200);
    const stored = await storedProblem(server, root, res.data.problems[0].pid);
    expect(stored.problem).toMatchObject({ timeLimit: 2000, memoryLimit: 256 });
  });

  describe('refuses with a message naming the item, and keeps the bank as it was', () => {
    const cases: [string, string, string | RegExp, string?][] = [
      ['a file that is not XML', 'this is <not xml', /^set\.xml: the file is not valid XML \(.+\)$/],
      [
        'a document without <fps>',
        '<?xml version="1.0"?><problems><item/></problems>',
        'set.xml: the file is not an FPS document: its root must be <fps>',
      ],
      ['no item at all', fps([]), 'The archive holds no problem: check its layout'],
      [
        'an item without test data',
        fps([
          plain('Fine'),
          item([
            ['title', 'Empty'],
            ['description', 'd'],
            ['input', 'i'],
            ['output', 'o'],
          ]),
        ]),
        'set.xml item 2 (Empty): the problem has no test data',
      ],
      [
        'an image that is not an image',
        fps([plain('Pic').replace('</item>', '<img><src>x.png</src><base64>bm90IGFuIGltYWdl</base64></img></item>')]),
        'set.xml item 1 (Pic): the image x.png is not a PNG, JPEG, GIF, BMP or WebP image',
      ],
      [
        'a time limit in an unknown unit',
        fps([plain('Slow').replace('unit="ms"', 'unit="min"')]),
        'set.xml item 1 (Slow): the time limit "500" min is not a duration in s or ms',
      ],
      [
        'an item the form refuses',
        fps([plain('No input').replace('<input><![CDATA[A line.]]></input>', '')]),
        'set.xml item 1 (No input): input description is required',
      ],
      ['a file not named .xml', fps([plain('Fine')]), 'Please upload a .xml file', 'set.txt'],
    ];
    for (const [name, xml, message, filename] of cases) {
      it(name, async () => {
        await expectRefused(server, () => importFps(xml, filename), message);
      });
    }
  });
});
