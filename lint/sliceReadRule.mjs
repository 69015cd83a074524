// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const FEATURES = path.join(import.meta.dirname, '..', 'src', 'features');

/**
 * Which feature owns each slice of the store, read from the features' slice files (`name: 'cook'` in
 * `features/cook/cookSlice.ts`), so a new slice is covered the day it is written.
 * @returns {Map<string, string>} slice name → feature folder
 */
function sliceOwners() {
  const owners = new Map();
  for (const feature of readdirSync(FEATURES)) {
    const folder = path.join(FEATURES, feature);
    for (const file of readdirSync(folder).filter((name) => /Slice\.ts$/.test(name))) {
      const name = /createSlice\(\{\s*name: '(\w+)'/.exec(readFileSync(path.join(folder, file), 'utf8'))?.[1];
      if (name) owners.set(name, feature);
    }
  }
  return owners;
}

/** The feature folder a file is in (`src/features/<feature>/…`), or null. */
const featureOf = (filename) => /[\\/]src[\\/]features[\\/]([^\\/]+)[\\/]/.exec(filename)?.[1] ?? null;

/**
 * Refuses `state.cook`, `getState().recipe?.loading` and the like outside the feature that owns the slice: another
 * feature's state is read through that feature's selectors, which know its initial state (a lazy slice is not in
 * the store until its code has loaded). The root state is told from a slice's own state (`state.language` inside
 * the recipe slice's reducer is the recipe's field) by its type: it has every slice of the first screen.
 * @type {import('eslint').Rule.RuleModule}
 */
export const sliceReadRule = {
  meta: {
    type: 'problem',
    messages: {
      rawRead:
        'Read the {{slice}} slice through the selectors of features/{{feature}}/, not as state.{{slice}}: they know its state before it has loaded.',
    },
    schema: [],
  },
  create(context) {
    const owners = sliceOwners();
    const own = featureOf(context.filename);
    const services = context.sourceCode.parserServices;
    if (!services?.program || !services.esTreeNodeToTSNodeMap) return {};
    const checker = services.program.getTypeChecker();
    const firstScreenSlices = [...owners.keys()].filter((slice) =>
      ['ingredients', 'theme', 'settings', 'language'].includes(slice),
    );
    const isRootState = (node) => {
      const type = checker.getNonNullableType(checker.getTypeAtLocation(services.esTreeNodeToTSNodeMap.get(node)));
      return firstScreenSlices.every((slice) => type.getProperty(slice) !== undefined);
    };
    return {
      MemberExpression(node) {
        if (node.computed || node.property.type !== 'Identifier') return;
        const feature = owners.get(node.property.name);
        if (!feature || feature === own || !isRootState(node.object)) return;
        context.report({ node, messageId: 'rawRead', data: { slice: node.property.name, feature } });
      },
    };
  },
};
