/**
 * The import rule ESLint cannot say, since it reads one file at a time (docs/ARCHITECTURE.md, "Folders, and what
 * each may import"): no circle of value imports, which runs modules in an order that depends on who imports first
 * (a circle that a type-only import closes, such as a slice reading the store's RootState, is gone once compiled).
 * Run by `npm run lint`; a rule changes here and in the doc together, or not at all.
 */

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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
