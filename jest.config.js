// ESM all the way: the unified/remark ecosystem ships ESM only, so tests run as native ES modules
// (node --experimental-vm-modules) and SWC strips types without bundling or CJS conversion.
/** @type {import('jest').Config} */
export default {
  testEnvironment: "node",
  extensionsToTreatAsEsm: [".ts"],
  transform: {
    "^.+\\.ts$": [
      "@swc/jest",
      {
        jsc: { parser: { syntax: "typescript" }, target: "es2022" },
        module: { type: "es6" },
      },
    ],
  },
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  // `pnpm eval untouched` checks old commits out under .cache/untouched: their packages are not ours.
  modulePathIgnorePatterns: ["<rootDir>/.cache/"],
  testMatch: ["<rootDir>/{packages,services}/*/{src,test}/**/*.test.ts", "<rootDir>/scripts/**/*.test.ts"],
  globalSetup: "<rootDir>/test-support/global-setup.ts",
  globalTeardown: "<rootDir>/test-support/global-teardown.ts",
  testTimeout: 30_000,
  maxWorkers: 2,
};
