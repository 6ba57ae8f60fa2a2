// Run by tsx in a child process (contract-compat.mjs): loads one version of the contract from
// its sources, builds its router with handlers that are never called, and prints as JSON
// its procedures (every one, with its kind) and the OpenAPI document that version's
// generator writes.
//   tsx describe-contract.ts <contract dir> <openapi.ts of that version>
import { pathToFileURL } from "node:url";
import { join } from "node:path";

// What this reads of a module and of a tRPC router, loosely: each version has its own types.
type Loaded = Record<string, (...args: unknown[]) => unknown>;
interface RouterShape {
  _def: { procedures: Record<string, { _def: { type: string } }> };
}

const [contractDir, openapiFile] = process.argv.slice(2);
if (!contractDir || !openapiFile) throw new Error("usage: describe-contract <dir> <openapi.ts>");
const load = (file: string) => import(pathToFileURL(file).href) as Promise<Loaded>;

const server = await load(join(contractDir, "src/server.ts"));
const { createOpenApiDocument } = await load(openapiFile);
if (!createOpenApiDocument || !server.createAppRouter) throw new Error("not a contract");

// Each domain's handlers object: the router only keeps references to them.
const handlers = new Proxy({}, { get: () => ({}) });
const router = server.createAppRouter(handlers) as RouterShape;
const procedures = Object.entries(router._def.procedures).map(([name, procedure]) => ({
  name,
  type: procedure._def.type,
}));
const openapi = createOpenApiDocument(router, "http://127.0.0.1");
process.stdout.write(
  JSON.stringify({
    procedures,
    openapi,
  }),
);
