/** Node's settings for every API process, whoever starts it (see node-flags.mjs). */
export declare const API_NODE_FLAGS: readonly string[];
