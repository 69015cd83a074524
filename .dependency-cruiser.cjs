/**
 * The import rules that ESLint's import-x cannot say (docs/ARCHITECTURE.md, "Folders, and what each may import"):
 * circles of value imports, which run modules in an order that depends on who imports first (a circle that a
 * type-only import closes, such as a slice reading the store's RootState, is gone once compiled); and the features' boundaries for every
 * folder under src/features/, one that does not exist yet included. Run by `npm run lint`; a rule changes here
 * and in the doc together, or not at all.
 */
const TEST_FILE = '\\.test\\.tsx?$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        "Two files that import each other's values, directly or through others (a type-only import breaks the circle).",
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'features-do-not-import-other-features-components',
      severity: 'error',
      comment: "A feature never imports another feature's components (.tsx): the page composes them.",
      from: { path: '^src/features/([^/]+)/', pathNot: TEST_FILE },
      to: { path: '^src/features/[^/]+/.+\\.tsx$', pathNot: '^src/features/$1/' },
    },
    {
      name: 'features-do-not-import-the-page',
      severity: 'error',
      comment: 'A feature never imports page/: the page is where features meet.',
      from: { path: '^src/features/', pathNot: TEST_FILE },
      to: { path: '^src/page/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
