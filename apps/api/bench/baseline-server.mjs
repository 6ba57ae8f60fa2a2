// The bench's baseline, started as its own process like the API: bare Fastify (GET /hello)
// and Fastify + one indexed pg query (GET /one-query: a user by primary key, on a pool of
// 10 connections like the API's). Plain JavaScript so nothing stands between it and Node.
import process from "node:process";
import Fastify from "fastify";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const userId = process.env.BASELINE_USER_ID;
const app = Fastify({ logger: false });

app.get("/hello", async () => ({ hello: "world" }));
app.get("/one-query", async () => {
  const { rows } = await pool.query(
    "SELECT id, email, first_name, points, role FROM users WHERE id = $1",
    [userId],
  );
  return rows[0];
});
app.get("/api/health", async () => ({ ok: true }));

await app.listen({ port: Number(process.env.PORT), host: "127.0.0.1" });
process.on(
  "SIGTERM",
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
