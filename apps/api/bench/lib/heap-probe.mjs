// Loaded into the bench's API processes only (`node --expose-gc --import=<this file>`, see
// soak.ts), never into a deployed server: on SIGUSR2, a full garbage collection, then the heap
// that survived it on stdout, as "heap-probe <pid> <bytes>".
import process from "node:process";

process.on("SIGUSR2", () => {
  globalThis.gc?.();
  process.stdout.write(`heap-probe ${process.pid} ${process.memoryUsage().heapUsed}\n`);
});
