// The meaning of each word key, read from the doc comments of the English defaults (src/content/words/en/*.ts)
// with the TypeScript compiler: a key's own comment, else the comment of the nearest group above it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const EN_DIR = 'src/content/words/en';

/** The text of the /** … *\/ comments right before a node, joined. */
function docOf(node: ts.Node, source: ts.SourceFile): string | undefined {
  const ranges = ts.getLeadingCommentRanges(source.text, node.getFullStart()) ?? [];
  const docs = ranges
    .map((r) => source.text.slice(r.pos, r.end))
    .filter((c) => c.startsWith('/**'))
    .map((c) =>
      c
        .replace(/^\/\*\*|\*\/$/g, '')
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, '').trim())
        .join(' ')
        .trim(),
    );
  return docs.length > 0 ? docs.join(' ') : undefined;
}

const keyName = (name: ts.PropertyName) =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : name.getText();

/** Every dotted key with a doc comment of its own, and what it says. */
export function readWordComments(dir = EN_DIR): Map<string, string> {
  const comments = new Map<string, string>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const path = join(dir, file);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.ObjectLiteralExpression, prefix: string[]) => {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) continue;
        const key = [...prefix, keyName(property.name)];
        const doc = docOf(property, source);
        if (doc) comments.set(key.join('.'), doc);
        if (ts.isObjectLiteralExpression(property.initializer)) visit(property.initializer, key);
      }
    };
    source.forEachChild(function find(node) {
      if (
        ts.isVariableDeclaration(node) &&
        node.initializer &&
        ts.isObjectLiteralExpression(node.initializer)
      )
        visit(node.initializer, []);
      else node.forEachChild(find);
    });
  }
  return comments;
}
