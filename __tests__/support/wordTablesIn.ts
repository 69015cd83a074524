import ts from 'typescript';

/** How many words make a table: fewer are a rule's few cases, which read better beside the rule. */
const TABLE_SIZE = 4;

/** A word or a few, as a language writes them: not an identifier ('no-vision'), a pattern or a number. */
const isWord = (node: ts.Node): boolean =>
  ts.isStringLiteral(node) && /^\p{Ll}[\p{Ll} ']*$/u.test(node.text) && node.text.length > 1;

/** Pairs of words, as a Map is written from: [['zest', 'peel'], …]. */
const isWordPair = (node: ts.Node): boolean =>
  ts.isArrayLiteralExpression(node) && node.elements.length === 2 && node.elements.every(isWord);

/** A declared type that holds names rather than any string: `Record<string, VolumeUnits>` does, `Set<string>` not. */
const namesAType = (type: ts.Node) => !/\bstring\b/.test(type.getText().replace(/Record<\s*string\s*,/g, ''));

/**
 * Whether the literal lists the app's or a library's own names, which a type checks (`new Set<FailureKind>([…])`,
 * `[…] as const`, `const COMMANDS: readonly VoiceCommand[] = […]`, a literal inside such a one), rather than words
 * for reading text.
 */
function isTypedNames(literal: ts.Node): boolean {
  let node = literal;
  while (ts.isPropertyAssignment(node.parent) || ts.isObjectLiteralExpression(node.parent)) node = node.parent;
  const parent = node.parent;
  if (ts.isAsExpression(parent) && parent.type.getText() === 'const') return true;
  const typeArguments = ts.isNewExpression(parent) ? parent.typeArguments : undefined;
  const annotation = ts.isVariableDeclaration(parent) ? parent.type : undefined;
  const declared = [...(typeArguments ?? []), ...(annotation ? [annotation] : [])];
  return declared.length > 0 && declared.every(namesAType);
}

/** The text of each literal in `source` that holds a table of words: a list, a set, a map or an object of them. */
export function wordTablesIn(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true);
  const tables: string[] = [];
  const visit = (node: ts.Node) => {
    const entries = ts.isArrayLiteralExpression(node)
      ? node.elements.filter((element) => isWord(element) || isWordPair(element))
      : ts.isObjectLiteralExpression(node)
        ? node.properties.filter(
            (property) =>
              ts.isPropertyAssignment(property) &&
              isWord(property.initializer) &&
              property.name.getText().replace(/['"]/g, '').length > 1,
          )
        : [];
    if (entries.length >= TABLE_SIZE && !isTypedNames(node)) {
      tables.push(node.getText().replace(/\s+/g, ' ').slice(0, 60));
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return tables;
}
