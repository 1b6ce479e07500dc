export type { ObjectStore } from "./object-store";
export { createFsObjectStore, type FsObjectStore, type FsObjectStoreOptions } from "./fs-object-store";
export { createS3ObjectStore, type S3ObjectStore, type S3ObjectStoreOptions } from "./s3-object-store";
export { createSignedDownloadHandler, type RequestHandler } from "./signed-download-handler";
export { verifyFileSignature } from "./file-signature";
export { attachmentContentDisposition, sanitizeFilename } from "./content-disposition";
export { InvalidObjectKeyError, isValidObjectKey } from "./object-key";
export { createObjectStore, parseStorageConfig, storageEnvSchema, StorageConfigError, type StorageConfig } from "./storage-config";
