export * from "./errors";
export * from "./plans";
export * from "./period";
export * from "./render";
export * from "./queues";
export * from "./render-api";
export * from "./extract";
