// The cost table now lives in @quire/contracts (the gateway charges with it; Inspect quotes it),
// so there is one source of truth. Re-exported here for the worker's callers and unit tests.
export { deterministicCredits, modelCredits, ocrCredits, tierCosts } from "@quire/contracts";
