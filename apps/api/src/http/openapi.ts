import type { AnyTRPCRouter } from "@trpc/server";
import { APP_NAME, ApiErrorSchema } from "@tandem/api-contract";
import contractPackage from "@tandem/api-contract/package.json" with { type: "json" };
import { restProcedures } from "@tandem/api-contract/server";
import { z } from "zod";

type JsonSchema = Record<string, unknown>;

/**
 * One schema as JSON Schema. Zod puts a schema that refers to itself (a JSON value of the
 * account export) in `$defs`, whose `#/$defs/...` references would point at the document's
 * root, and generators (openapi-typescript) make a type of it that TypeScript refuses as
 * circular: each such reference becomes `{}` (any JSON value) instead.
 */
const toSchema = (
  schema: z.ZodType | undefined,
  io: "input" | "output",
): JsonSchema | undefined => {
  if (!schema) return undefined;
  const {
    $schema: _ignored,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema & {
    $defs?: Record<string, JsonSchema>;
  };
  if (!$defs) return rest;
  return JSON.parse(
    JSON.stringify(rest).replace(
      /\{"\$ref":"#\/\$defs\/[^"]+"\}/g,
      '{"description":"Any JSON value."}',
    ),
  ) as JsonSchema;
};

const ERROR_RESPONSES: Record<string, string> = {
  "400": "Input that cannot be used: `message` says why, `fields` has a message per field",
  "401": "Signed out",
  "403": "Not allowed (another site's page, not an admin, or a couples' read in singles mode)",
  "404": "Not found, or not yours",
  "409": "Conflicts with the current state",
  "429": "Too many attempts; see Retry-After",
};

/**
 * The REST API as an OpenAPI 3.1 document, built from the same procedures and schemas the
 * REST adapter serves, so it cannot drift from them.
 */
export function createOpenApiDocument(router: AnyTRPCRouter, serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const procedure of restProcedures(router)) {
    const { name, rest } = procedure;
    const pathParams = [...rest.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    const input = toSchema(procedure.input, "input");
    const properties = (input?.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((input?.required ?? []) as string[]);
    const parameters = [
      ...pathParams.map((param) => ({
        name: param,
        in: "path",
        required: true,
        schema: properties[param] ?? { type: "string" },
      })),
      ...(rest.method === "GET"
        ? Object.entries(properties)
            .filter(([key]) => !pathParams.includes(key))
            .map(([key, schema]) => ({
              name: key,
              in: "query",
              required: required.has(key),
              schema,
            }))
        : []),
    ];
    const bodyProperties = Object.fromEntries(
      Object.entries(properties).filter(([key]) => !pathParams.includes(key)),
    );
    const hasBody =
      rest.method !== "GET" && input !== undefined && Object.keys(bodyProperties).length > 0;
    const status = String(rest.status ?? 200);
    paths[rest.path] ??= {};
    paths[rest.path]![rest.method.toLowerCase()] = {
      operationId: name,
      tags: [name.split(".")[0]],
      // A procedure an API token reaches (with the named scope) takes either credential.
      ...(procedure.scope ? { security: [{ session: [] }, { apiToken: [procedure.scope] }] } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(hasBody
        ? {
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: {
                    ...input,
                    properties: bodyProperties,
                    required: [...required].filter((key) => !pathParams.includes(key)),
                  },
                },
              },
            },
          }
        : {}),
      responses: {
        [status]: {
          description: "Success",
          content: {
            "application/json": {
              schema: toSchema(procedure.output, "output") ?? {},
            },
          },
        },
        ...Object.fromEntries(
          Object.entries(ERROR_RESPONSES).map(([code, description]) => [
            code,
            {
              description,
              content: {
                "application/json": { schema: { $ref: "#/components/schemas/ApiError" } },
              },
            },
          ]),
        ),
      },
    };
  }
  return {
    openapi: "3.1.0",
    // The contract's version: REST clients compare it with the release they were built for.
    info: { title: `${APP_NAME} API`, version: contractPackage.version },
    servers: [{ url: serverUrl }],
    components: {
      schemas: { ApiError: toSchema(ApiErrorSchema, "output") },
      securitySchemes: {
        session: { type: "apiKey", in: "cookie", name: "tandem_session" },
        apiToken: {
          type: "http",
          scheme: "bearer",
          description:
            "An API token (tdm_...) created by staff in the admin panel; reaches only the operations that list its scope.",
        },
      },
    },
    security: [{ session: [] }],
    paths,
  };
}
