import { expect } from "vitest";
import { responseMatchers } from "./matchers.js";

// `expect(res).toHaveStatus(200)`, `expect(res).toFailWith(409, "CONFLICT", "PAIRED")`.
expect.extend(responseMatchers);
