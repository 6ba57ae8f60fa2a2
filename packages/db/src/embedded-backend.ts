import { parse, protocol, type PGlite, type Results } from "@electric-sql/pglite";
import { preparedStatementNames } from "./create-db.js";

const { serialize } = protocol;

/** What a statement answered: its rows, and how many rows it changed when it changes rows. */
export interface StatementResult {
  rows: unknown[];
  affectedRows?: number;
}

/**
 * The embedded Postgres (PGlite) as the dialect and the notifications use it: in this thread
 * (`inThisThread`) or in a worker thread of its own (embedded-thread.ts). Statements run one
 * at a time, in the order they were sent; which may be sent when is the dialect's business.
 */
export interface EmbeddedBackend {
  /** One statement with its values; without values, a script (its last statement's result). */
  run(sqlText: string, values: readonly unknown[]): Promise<StatementResult>;
  /** Hears `channel`'s NOTIFYs until the returned function is called. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

// One per PGlite: statement names live in its backend, shared by every Kysely on it.
const backends = new WeakMap<PGlite, EmbeddedBackend>();

/** PGlite in the thread that calls it. */
export function inThisThread(pglite: PGlite): EmbeddedBackend {
  let backend = backends.get(pglite);
  if (!backend) {
    backend = backendOn(pglite);
    backends.set(pglite, backend);
  }
  return backend;
}

function backendOn(pglite: PGlite): EmbeddedBackend {
  const nameFor = preparedStatementNames();
  const parameterTypes = new Map<string, number[]>();

  /**
   * A named statement, as create-db.ts does on a real Postgres: parsed once, its plan reusable,
   * and each call one trip into the WASM backend (bind, describe, execute, sync) where
   * `pglite.query` makes six and parses and plans every time (343 -> 94 µs for `user.me`'s
   * query; docs/scaling.md). Values are serialized as `pglite.query` does, by parameter type.
   */
  const executePrepared = (name: string, text: string, values: readonly unknown[]) =>
    pglite.runExclusive(async () => {
      let types = parameterTypes.get(name);
      if (!types) {
        const described = await pglite.execProtocolStream(
          Buffer.concat([
            serialize.parse({ name, text }),
            serialize.describe({ type: "S", name }),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        types = parse.parseDescribeStatementResults(described);
        parameterTypes.set(name, types);
      }
      const known = types;
      const serialized = values.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = pglite.serializers[known[i]!];
        if (serializer) return serializer(value);
        // A type PGlite has no serializer for is sent as the value's text, as it always was.
        // eslint-disable-next-line @typescript-eslint/no-base-to-string -- see above
        return String(value);
      });
      const messages = await pglite.execProtocolStream(
        Buffer.concat([
          serialize.bind({ statement: name, values: serialized }),
          serialize.describe({ type: "P" }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: false },
      );
      await pglite.syncToFs();
      return parse.parseResults(messages, pglite.parsers)[0];
    });

  return {
    async run(sqlText, values) {
      let result: Results | undefined;
      if (values.length === 0) {
        // The simple protocol: a migration may hold several statements.
        result = (await pglite.exec(sqlText)).at(-1);
      } else {
        const name = nameFor(sqlText);
        result = name
          ? await executePrepared(name, sqlText, values)
          : await pglite.query(sqlText, [...values]);
      }
      return {
        rows: result?.rows ?? [],
        ...(result?.affectedRows !== undefined ? { affectedRows: result.affectedRows } : {}),
      };
    },
    listen: (channel, onPayload) => pglite.listen(channel, onPayload),
    close: () => pglite.close(),
  };
}
