// @ts-check
import { existsSync } from 'node:fs';
import path from 'node:path';

const FEATURES = path.join(import.meta.dirname, '..', 'src', 'features');

/** The feature a path is in (`src/features/<feature>/…`), or null. */
function featureOf(file) {
  const inFeatures = path.relative(FEATURES, file);
  return inFeatures.startsWith('..') || path.isAbsolute(inFeatures) ? null : inFeatures.split(path.sep)[0];
}

/** The file an import's relative source names, without its extension; null for a package. */
const resolved = (filename, source) => (source.startsWith('.') ? path.resolve(path.dirname(filename), source) : null);

const isComponent = (target) => target.endsWith('.tsx') || existsSync(`${target}.tsx`);

/**
 * The features' boundaries, for every folder under src/features/ (one written tomorrow included):
 * - a feature never imports another feature's components (.tsx): the page composes them;
 * - what a feature loads on demand is reached through one module, its entry: every `import()` of the feature
 *   names the same file, so the feature's chunk, its slices and its parts arrive together.
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureBoundaryRule = {
  meta: {
    type: 'problem',
    messages: {
      otherComponents:
        "features/{{own}}/ imports a component of features/{{other}}/: the page composes features' components.",
      secondEntry:
        'features/{{feature}}/ is already loaded through {{entry}}: a feature has one entry module, which exports all it loads.',
    },
    schema: [],
  },
  create(context) {
    const own = featureOf(context.filename);
    const entries = new Map();
    const checkStatic = (node) => {
      const target = node.source && resolved(context.filename, String(node.source.value));
      const other = target && featureOf(target);
      if (!own || !other || other === own || !isComponent(target)) return;
      context.report({ node, messageId: 'otherComponents', data: { own, other } });
    };
    return {
      ImportDeclaration: checkStatic,
      ExportNamedDeclaration: checkStatic,
      ExportAllDeclaration: checkStatic,
      ImportExpression(node) {
        if (node.source.type !== 'Literal') return;
        const target = resolved(context.filename, String(node.source.value));
        const feature = target && featureOf(target);
        if (!feature) return;
        const entry = entries.get(feature);
        if (!entry) entries.set(feature, target);
        else if (entry !== target)
          context.report({
            node,
            messageId: 'secondEntry',
            data: { feature, entry: path.relative(path.dirname(context.filename), entry) },
          });
      },
    };
  },
};
