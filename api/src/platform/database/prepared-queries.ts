import { sql, type Placeholder } from 'drizzle-orm';

/**
 * The parameters of one call of a prepared query, and the shape of its SQL: which conditions
 * are present, in which order. Two calls with the same shape have the same SQL text and differ
 * only in these values (ADR 41). Arrays are one parameter each (`= any($n)`), so a list's
 * length does not make a new shape.
 */
export class Bindings {
  readonly values: Record<string, unknown> = {};
  private readonly shape: string[] = [];

  /** A placeholder named `name` standing for `value`; the name joins the shape. */
  bind(name: string, value: unknown): Placeholder {
    this.values[name] = value;
    this.shape.push(name);
    return sql.placeholder(name);
  }

  /** Something that changes the SQL without a parameter (an ordering, a column list). */
  mark(token: string): void {
    this.shape.push(`#${token}`);
  }

  get key(): string {
    return this.shape.join(',');
  }
}

/**
 * Drizzle prepared queries by shape, built once each: Drizzle then neither rebuilds the SQL
 * text nor re-walks the selection per call (the API profile's largest item before, ADR 41).
 * They are prepared without a name, so PostgreSQL holds no per-connection state for them and
 * parses the statement each call, as the bench's raw server does with the same text.
 *
 * The shapes a document can produce multiply with the columns it selects, so the number kept
 * is bounded: past `limit` shapes, a new one is built for that call only (the hot screens'
 * shapes are the first ones seen).
 */
export class PreparedQueries<TQuery> {
  private readonly byShape = new Map<string, TQuery>();

  constructor(private readonly limit = 256) {}

  get(shape: string, build: () => TQuery): TQuery {
    const known = this.byShape.get(shape);
    if (known !== undefined) return known;
    const query = build();
    if (this.byShape.size < this.limit) this.byShape.set(shape, query);
    return query;
  }
}

/** Dates as drizzle's timestamp columns send them (a placeholder bypasses the column's encoder). */
export const isoDate = (date: Date): string => date.toISOString();

/** What a prepared select gives back, whichever driver (both map rows the same way). */
export interface PreparedRows<TRow> {
  execute(values: Record<string, unknown>): Promise<TRow[]>;
}
