// @ts-check
import path from 'node:path';

const FEATURES = path.join(import.meta.dirname, '..', 'src', 'features');

/**
 * Every `import()` of a feature names one module, its entry, so all that the feature loads at one moment arrives in
 * one chunk: a second module of the same feature is refused, in any folder under src/features/.
 * @type {import('eslint').Rule.RuleModule}
 */
export const featureEntryRule = {
  meta: {
    type: 'problem',
    messages: { second: 'features/{{feature}}/ is already loaded through {{entry}}: a feature has one entry module.' },
    schema: [],
  },
  create(context) {
    const entries = new Map();
    return {
      ImportExpression(node) {
        const source = node.source.type === 'Literal' ? String(node.source.value) : '';
        const inFeatures = path.relative(FEATURES, path.resolve(path.dirname(context.filename), source));
        const feature = source.startsWith('.') && /^(\w+)[\\/]/.exec(inFeatures)?.[1];
        if (!feature) return;
        const entry = entries.get(feature) ?? entries.set(feature, inFeatures).get(feature);
        if (entry !== inFeatures) context.report({ node, messageId: 'second', data: { feature, entry } });
      },
    };
  },
};
