import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The web app calls the server only through the contract's endpoint table (`call(endpoints.x, …)`),
 * so every request and answer has the contract's type. These checks read the sources and keep it so:
 * no shape of its own for what the server sends or reads, no type named over the row's, and no path
 * or request that goes around the table.
 */

const SRC = join(import.meta.dirname, '..');
const API_DIR = join(SRC, 'api');

/** A name that says it is the shape of a request or an answer: those live in the contract. */
const WIRE_NAME = /(VO|Vo|DTO|Dto|Request|Response)$/;

/** The calls whose answer type comes from the row (or, for `send`, from `call`). */
const TYPED_BY_ROW = new Set(['call', 'callReply', 'downloadFile', 'send', 'download']);

/** What only `src/api` may use: the raw sender, the downloader and the contract's path table. */
const CLIENT_INTERNALS = new Set(['send', 'download']);

interface Source {
  file: string;
  text: ts.SourceFile;
}

function sources(dir: string): Source[] {
  const out: Source[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts')) continue;
    const path = join(entry.parentPath, entry.name);
    const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    out.push({
      file: relative(SRC, path).split(sep).join('/'),
      text: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true, kind),
    });
  }
  return out;
}

function visit(node: ts.Node, each: (node: ts.Node) => void): void {
  each(node);
  node.forEachChild((child) => visit(child, each));
}

const all = sources(SRC);
const isApi = (s: Source) => join(SRC, s.file).startsWith(API_DIR + sep);
/** Tests may name made-up paths, and call.test.ts shows what the type checker refuses. */
const isAppCode = (s: Source) => !/\.test\.tsx?$/.test(s.file);

/** `where: what` for each node of the sources that `pick` names. */
function findings(pick: (node: ts.Node, source: Source) => string | null, only: (s: Source) => boolean = () => true): string[] {
  const out: string[] = [];
  for (const source of all.filter(only)) {
    visit(source.text, (node) => {
      const what = pick(node, source);
      if (what === null) return;
      const { line } = source.text.getLineAndCharacterOfPosition(node.getStart());
      out.push(`${source.file}:${line + 1}: ${what}`);
    });
  }
  return out;
}

describe('the web app and the endpoint table', () => {
  it('reads the whole of src', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all.some((s) => s.file === 'api/call.ts')).toBe(true);
  });

  it('declares no request or answer shape of its own (they are the contract’s)', () => {
    const declared = findings((node) =>
      (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) && WIRE_NAME.test(node.name.text)
        ? `type ${node.name.text}: use the contract's type of the row`
        : null,
    );
    expect(declared).toEqual([]);
  });

  it('lets the row type every call: no type argument names the answer', () => {
    const named = findings((node, source) => {
      if (!ts.isCallExpression(node) || !node.typeArguments) return null;
      const callee = node.expression;
      const name = ts.isIdentifier(callee) ? callee.text : ts.isPropertyAccessExpression(callee) ? callee.name.text : null;
      if (name === null || !TYPED_BY_ROW.has(name)) return null;
      // call.ts hands the row's answer type to the sender, and the client asks the roles itself.
      if (name === 'send' && (source.file === 'api/call.ts' || source.file === 'api/client.ts')) return null;
      return `${name}<…>(…): the row gives the answer's type`;
    }, isAppCode);
    expect(named).toEqual([]);
  });

  it('leaves the raw sender, the path table and literal /api paths to src/api', () => {
    const around = findings(
      (node) => {
        if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
          const from = node.moduleSpecifier.text;
          const names = node.importClause?.namedBindings;
          if (!names || !ts.isNamedImports(names)) return null;
          const taken = names.elements.map((e) => (e.propertyName ?? e.name).text);
          if (/(^|\/)api\/client\.ts$/.test(from) && taken.some((n) => CLIENT_INTERNALS.has(n))) {
            return `imports ${taken.filter((n) => CLIENT_INTERNALS.has(n)).join(', ')} from the client: use call (api/call.ts)`;
          }
          if (from === '@arbiter/contract' && taken.includes('API')) return 'imports API: a call names its row, endpoints.<name>';
          return null;
        }
        if (
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) &&
          node.text.startsWith('/api/')
        ) {
          return `the path ${node.text}: a call names its row, endpoints.<name>`;
        }
        return null;
      },
      (s) => isAppCode(s) && !isApi(s),
    );
    expect(around).toEqual([]);
  });

  it('takes the rows from @/api/endpoints.ts, never with their schemas from the contract', () => {
    // A value import of the contract's `endpoints` brings zod and every schema into the first page.
    const withSchemas = findings((node) => {
      if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) return null;
      if (node.moduleSpecifier.text !== '@arbiter/contract' || node.importClause?.isTypeOnly) return null;
      const names = node.importClause?.namedBindings;
      if (!names || !ts.isNamedImports(names)) return null;
      const values = names.elements.filter((e) => !e.isTypeOnly).map((e) => (e.propertyName ?? e.name).text);
      return values.includes('endpoints') ? 'imports endpoints from the contract: import it from @/api/endpoints.ts' : null;
    });
    expect(withSchemas).toEqual([]);
  });

  it('has no untyped client left: http.get<T> and friends are gone', () => {
    const client = all.find((s) => s.file === 'api/client.ts');
    expect(client).toBeDefined();
    const exported = findings(
      (node) =>
        ts.isVariableStatement(node) &&
        node.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
        node.declarationList.declarations.some((d) => ts.isIdentifier(d.name) && d.name.text === 'http')
          ? 'exports http'
          : null,
      (s) => s === client,
    );
    expect(exported).toEqual([]);
  });
});
