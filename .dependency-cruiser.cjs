// The import-cycle check run by `npm run lint` (decision 026). One rule: no cycle anywhere in the
// server, the web app or the shared package, type-only imports included.
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'This import closes a cycle. Infrastructure (jobs, storage, config, app-context) must not ' +
        'import features: let the feature hand its part to the composition root instead.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      // An import the checker cannot resolve would hide a cycle behind it.
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)dist/', '(^|/)migrations/'] },
    // `import type` counts: a type-only cycle still ties the two files' designs together.
    tsPreCompilationDeps: true,
    // ES modules only: the server's config.ts has a local function named `require`.
    moduleSystems: ['es6'],
    tsConfig: { fileName: `${__dirname}/tsconfig.cycles.json` },
    enhancedResolveOptions: {
      // `@hrt/shared/*` resolves through the package's `exports` to packages/shared/src/*.ts.
      exportsFields: ['exports'],
      conditionNames: ['import', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
