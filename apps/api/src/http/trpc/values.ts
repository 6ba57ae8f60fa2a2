// tRPC's own checks of a value, copied: its public entry points do not export them
// (docs/upgrading.md).
export const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === "object";
const isAsyncIterable = (value: unknown) => isObject(value) && Symbol.asyncIterator in value;
const isPromise = (value: unknown) =>
  (isObject(value) || typeof value === "function") &&
  typeof (value as { then?: unknown }).then === "function" &&
  typeof (value as { catch?: unknown }).catch === "function";

export const isDataStream = (v: unknown) =>
  isObject(v) &&
  (isAsyncIterable(v) || Object.values(v).some((x) => isPromise(x) || isAsyncIterable(x)));
