/**
 * The structure of the house (docs/architecture.md), checked by `pnpm lint`:
 * - no import circle anywhere, type-only imports included;
 * - the API: a platform layer under the domains, the composition root over them; a domain
 *   reaches another only through that domain's public index.ts; the demo seed is outside the
 *   production import graph (only a sandbox start loads it, with a dynamic import).
 * The package roles (remotes never import each other, and so on) are ESLint's
 * no-restricted-imports rules in eslint.config.mjs.
 */
const DOMAINS = 'tenants|identity|clients|banking|notices|transfers|tenant-integration';
const COMPOSITION = 'app|graphql|sandbox|seed';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module imports itself through others, not even for types: each import runs one way.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'platform-below-domains',
      severity: 'error',
      comment: 'The platform layer (api/src/platform) never imports a domain or the composition root.',
      from: { path: '^api/src/platform/' },
      to: { path: `^api/src/(${DOMAINS}|${COMPOSITION})/` },
    },
    {
      name: 'domains-below-composition',
      severity: 'error',
      comment: 'A domain never imports the composition root: the root passes in what a domain needs.',
      from: { path: `^api/src/(${DOMAINS})/` },
      to: { path: `^api/src/(${COMPOSITION})/` },
    },
    {
      name: 'domain-through-its-index',
      severity: 'error',
      comment: 'Code outside a domain reaches it only through its public index.ts.',
      // $1 is the importing file's top folder: inside its own domain, a file imports freely.
      from: { path: '^api/src/([^/]+)/', pathNot: '^api/src/platform/' },
      to: { path: `^api/src/(${DOMAINS})/`, pathNot: ['^api/src/$1/', `^api/src/(${DOMAINS})/index\\.ts$`] },
    },
    {
      name: 'seed-outside-production',
      severity: 'error',
      comment: 'Nothing in api/src imports the demo seed statically; a sandbox start loads it with a dynamic import.',
      from: { path: '^api/src/', pathNot: '^api/src/seed/' },
      to: { path: '^api/src/seed/', dependencyTypesNot: ['dynamic-import'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['node_modules', '/dist/', '/dist-server/', '/artifacts/', '/coverage/', '\\.d\\.ts$'] },
    // Type-only imports count: a circle of types is still a circle in the structure.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
  },
};
