/** Node's settings for the API process as its starters run it (see node-flags.mjs). */
export declare const API_NODE_FLAGS: readonly string[];
export function tracingImport(serverJs: string): string[];
