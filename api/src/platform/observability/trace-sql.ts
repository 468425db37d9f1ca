/**
 * A span per SQL statement, on both drivers. OpenTelemetry's pg instrumentation patches the
 * `pg` module through require hooks, which PGlite (no pg) and the test runner's module
 * system never pass through; drizzle's own tracing hook is not wired to any API. So the one
 * place every statement passes on both drivers, drizzle's prepared query, is wrapped here,
 * only while tracing is on (docs/adr/0040). The span carries the parameterized SQL text
 * ($1, $2 …), never the parameter values: those are personal data.
 */
import { NodePgPreparedQuery } from 'drizzle-orm/node-postgres';
import { PglitePreparedQuery } from 'drizzle-orm/pglite';
import { inSpan, SpanKind } from './tracing';

type QueryMethod = (this: PreparedQuery, ...args: unknown[]) => Promise<unknown>;
interface PreparedQuery {
  queryString?: string;
  rawQueryConfig?: { text?: string };
}

const DRIVERS = [
  { driver: 'postgres', prototype: NodePgPreparedQuery.prototype },
  { driver: 'pglite', prototype: PglitePreparedQuery.prototype },
] as const;
const METHODS = ['execute', 'all'] as const;

/** Wraps the statements' methods; returns the function that puts the originals back. */
export function traceSqlStatements(): () => void {
  const restore: Array<() => void> = [];
  for (const { driver, prototype } of DRIVERS) {
    const target = prototype as unknown as Record<string, QueryMethod>;
    for (const method of METHODS) {
      const original = target[method];
      if (!original) throw new Error(`drizzle's ${driver} prepared query has no ${method}()`);
      target[method] = function traced(this: PreparedQuery, ...args: unknown[]) {
        const text = this.queryString ?? this.rawQueryConfig?.text ?? '';
        return inSpan(
          statementName(text),
          {
            kind: SpanKind.CLIENT,
            attributes: { 'db.system.name': 'postgresql', 'db.query.text': text, 'portal.db.driver': driver },
          },
          () => original.apply(this, args),
        );
      };
      restore.push(() => {
        target[method] = original;
      });
    }
  }
  return () => restore.forEach((undo) => undo());
}

/** The statement's first keyword (SELECT, INSERT, BEGIN …): a low-cardinality span name. */
function statementName(text: string): string {
  const keyword = /^\s*([A-Za-z]+)/.exec(text)?.[1];
  return keyword ? keyword.toUpperCase() : 'SQL';
}
