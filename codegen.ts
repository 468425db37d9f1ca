import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * The GraphQL contract is api/schema.graphql. Every operation the front ends send is written
 * inline, marked with a GraphQL comment, and checked against that schema here; the
 * generated file holds only TypeScript types (erased at build: no bytes in the browser).
 * `pnpm codegen` regenerates; `pnpm codegen:check` (part of `pnpm test`) fails when the
 * committed file is stale or an operation does not match the schema.
 */
const config: CodegenConfig = {
  schema: 'api/schema.graphql',
  documents: ['shell/src/**/*.{ts,tsx}', 'mf-*/src/**/*.{ts,tsx}', 'shared/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'],
  generates: {
    'shared/src/graphql/operation-types.ts': {
      plugins: ['typescript-operations'],
      config: {
        onlyOperationTypes: true,
        avoidOptionals: { field: true, inputValue: false },
        enumsAsTypes: true,
        scalars: { ID: 'string' },
      },
    },
  },
  hooks: { afterAllFileWrite: ['prettier --write'] },
};

export default config;
