import { type SQL } from 'drizzle-orm';
import { PgDialect, type PgPreparedQuery, type PreparedQueryConfig } from 'drizzle-orm/pg-core';
import type { Database, RawRows } from './database-handle';

const dialect = new PgDialect();

/**
 * Raw statements a loop runs over and over (the job queue's claim), one per shape, each
 * prepared under its own name. On PostgreSQL (node-postgres) a name is parsed and planned once
 * per connection and each call then sends only its values: for the claim, whose text is a
 * data-modifying CTE around a function call, that halved the statement's time per job (ADR
 * 0078). PGlite has no named statements; it runs the same text each call. Either way Drizzle
 * builds a shape's SQL once (as PreparedQueries does, ADR 41), with `sql.placeholder`s for the
 * values.
 *
 * Only for a small, fixed set of shapes: each name is kept on every connection for its life.
 * A statement must name its result columns (no `*`): once a migration changes a table's
 * columns, PostgreSQL refuses to run a prepared statement whose result columns would change
 * ("cached plan must not change result type").
 */
export class NamedStatements<TShape extends string> {
  private readonly byDatabase = new WeakMap<Database, Map<TShape, PgPreparedQuery<PreparedQueryConfig>>>();

  /** `name` prefixes each shape's statement name; `build` makes a shape's SQL. */
  constructor(
    private readonly name: string,
    private readonly build: (shape: TShape) => SQL,
  ) {}

  /** The shape's statement as it is prepared: its text, and parameters with placeholders for the values. */
  query(shape: TShape): { sql: string; params: unknown[] } {
    return dialect.sqlToQuery(this.build(shape));
  }

  execute<TRow>(db: Database, shape: TShape, values: Record<string, unknown>): Promise<RawRows<TRow>> {
    let prepared = this.byDatabase.get(db);
    if (!prepared) this.byDatabase.set(db, (prepared = new Map()));
    let statement = prepared.get(shape);
    if (!statement) {
      statement = db._.session.prepareQuery(this.query(shape), undefined, `${this.name}:${shape}`, false);
      prepared.set(shape, statement);
    }
    return statement.execute(values) as Promise<RawRows<TRow>>;
  }
}
