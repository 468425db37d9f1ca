/**
 * Every tenant API answer a test receives is checked against the published OpenAPI document
 * (GET /tenant-api/v1/openapi.json): the operation must exist, declare the status, and the body
 * must match the declared schema. So the document cannot drift from what the server sends.
 */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { App } from '../../src/app/build-app';

type Response = Awaited<ReturnType<App['inject']>>;

interface OpenApiDocument {
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
}

interface Contract {
  ajv: Ajv2020;
  paths: Array<{ template: string; pattern: RegExp }>;
  document: OpenApiDocument;
}

const contracts = new WeakMap<App, Promise<Contract>>();

async function contractOf(app: App): Promise<Contract> {
  const response = await app.inject({ method: 'GET', url: '/tenant-api/v1/openapi.json' });
  const document = response.json<OpenApiDocument>();
  // The document as one schema resource, so its #/components refs resolve; OpenAPI's own keys
  // (info, paths, …) are not JSON Schema keywords, hence strict off.
  const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(document as object, 'openapi');
  const paths = Object.keys(document.paths).map((template) => ({
    template,
    pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  return { ajv, paths, document };
}

/** Pointer escaping of one path segment (RFC 6901). */
const escape = (segment: string) => segment.replace(/~/g, '~0').replace(/\//g, '~1');

export async function expectMatchesContract(app: App, method: string, url: string, response: Response) {
  let contract = contracts.get(app);
  if (!contract) {
    contract = contractOf(app);
    contracts.set(app, contract);
  }
  const { ajv, paths, document } = await contract;
  const path = url.split('?')[0]!;
  const operation = paths.find((candidate) => candidate.pattern.test(path));
  if (!operation) throw new Error(`The contract has no path for ${method} ${path}`);
  const declared = document.paths[operation.template]![method.toLowerCase()];
  if (!declared) throw new Error(`The contract has no ${method} ${operation.template}`);
  const status = String(response.statusCode);
  const answer = declared.responses[status];
  if (!answer) throw new Error(`The contract of ${method} ${operation.template} does not declare ${status}`);
  if (!answer.content) {
    if (response.body !== '') throw new Error(`${method} ${operation.template} ${status} declares no body`);
    return;
  }
  const pointer = [
    'paths',
    operation.template,
    method.toLowerCase(),
    'responses',
    status,
    'content',
    'application/json',
    'schema',
  ]
    .map(escape)
    .join('/');
  const validate = ajv.getSchema(`openapi#/${pointer}`);
  if (!validate) throw new Error(`No schema at ${pointer}`);
  if (!validate(response.json())) {
    throw new Error(
      `${method} ${path} ${status} breaks the contract: ${ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
    );
  }
}
