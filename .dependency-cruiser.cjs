// The import checks run by `npm run lint`: no cycle anywhere in the server, the web app or the
// shared package, type-only imports included (decision 026), and each server module's tables
// and queries stay its own (decision 011).

// A module's own tables and queries: its schema.ts and every *repository*.ts, in any folder.
const ownedFiles = [
  '^apps/server/src/modules/[^/]+/.*repository[^/]*[.]ts$',
  '^apps/server/src/modules/[^/]+/schema[.]ts$',
  '^apps/server/src/modules/[^/]+/.*/schema[.]ts$',
];

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
      name: 'module-owns-its-tables',
      comment:
        "A module imports another module's tables (schema.ts) or queries (any *repository*.ts). " +
        'Each table has one owner, the module that writes it (docs/decisions/011-write-path-policies-and-layering.md): ' +
        "call a function of the owner's service instead. Allowed: a schema.ts importing another " +
        'schema.ts (a foreign key names the table it points at), and tests (*.test.ts, ' +
        "test-support.ts, apps/server/src/test/) reading or seeding other modules' tables for setup.",
      severity: 'error',
      from: {
        // $1: the importing module, which may import its own schema and repositories.
        path: '^apps/server/src/modules/([^/]+)/',
        pathNot: [
          '[.]test[.]ts$',
          '(^|/)test-support[.]ts$',
          '^apps/server/src/modules/[^/]+/schema[.]ts$',
        ],
      },
      to: {
        path: ownedFiles,
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'schema-index-only-for-db-and-backup',
      comment:
        "Only db/ (drizzle's client) and the backup module (which dumps every table) read the " +
        'whole schema: a module imports its own schema.ts, drizzle-kit reads the index itself.',
      severity: 'error',
      from: { pathNot: '^apps/server/src/(db|modules/backup)/' },
      to: { path: '^apps/server/src/db/schema/index[.]ts$' },
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
