// Every regular expression written in a source file: its literals, and the places that build one at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

export interface FoundPattern {
  /** Repository-relative file and 1-based line, e.g. `src/http/read-body.ts:39`. */
  where: string;
  /** The literal as written (`/a+/g`); for a RegExp built at run time, the call's text. */
  text: string;
  /** The parsed literal; undefined when the pattern is built at run time (`new RegExp(...)`). */
  pattern?: RegExp;
}

const ROOT = join(import.meta.dirname, '..', '..');

/** The .ts files under a repository folder, recursively, as repository-relative paths. */
export function sourceFiles(folder: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [relative(ROOT, path)] : [];
    });
  return walk(join(ROOT, folder)).sort();
}

/** The regular expressions of one repository-relative file, in source order. */
export function findPatterns(file: string): FoundPattern[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundPattern[] = [];
  const where = (node: ts.Node) =>
    `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  const visit = (node: ts.Node): void => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(source);
      const end = literal.lastIndexOf('/');
      found.push({
        where: where(node),
        text: literal,
        pattern: new RegExp(literal.slice(1, end), literal.slice(end + 1)),
      });
    } else if (
      (ts.isNewExpression(node) || ts.isCallExpression(node)) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'RegExp'
    ) {
      found.push({ where: where(node), text: node.getText(source).replace(/\s+/g, ' ') });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export interface FoundReplace {
  where: string;
  /** The call as written, on one line. */
  text: string;
}

/**
 * `.replace(…)` and `.replaceAll(…)` calls whose replacement is neither a string literal nor a function: a
 * text there is read for `$&`, `$'`, `$$` and `$1`, so text a client chose would expand into other text.
 */
export function findTextReplacements(file: string): FoundReplace[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: FoundReplace[] = [];
  const isSafe = (node: ts.Expression): boolean =>
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isArrowFunction(node) ||
    ts.isFunctionExpression(node);
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['replace', 'replaceAll'].includes(node.expression.name.text) &&
      node.arguments.length === 2 &&
      !isSafe(node.arguments[1] as ts.Expression)
    ) {
      const line = source.getLineAndCharacterOfPosition(node.expression.name.getStart(source)).line + 1;
      found.push({ where: `${file}:${line}`, text: node.getText(source).replace(/\s+/g, ' ').slice(0, 160) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
