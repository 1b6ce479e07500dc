export { censorSecrets, createLogger, SECRET_KEYS, type Logger } from "./create-logger";
