export * from "./errors";
export * from "./plans";
export * from "./period";
export * from "./render";
export * from "./queues";
