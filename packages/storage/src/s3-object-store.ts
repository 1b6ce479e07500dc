import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { attachmentContentDisposition } from "./content-disposition";
import { assertValidObjectKey } from "./object-key";
import type { ObjectStore } from "./object-store";

export interface S3ObjectStoreOptions {
  bucket: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, …); omit for AWS. */
  endpoint?: string;
  /** Omit both to use the SDK's default credential chain (IAM role, IRSA, …). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Most non-AWS services need path-style (`endpoint/bucket/key`) addressing. */
  forcePathStyle?: boolean;
}

const PING_TIMEOUT_MS = 5_000;

/** AWS caps SigV4 presigned URLs at 7 days. */
const MAX_PRESIGN_SECONDS = 7 * 24 * 60 * 60;

export interface S3ObjectStore extends ObjectStore {
  readonly driver: "s3";
}

export function createS3ObjectStore(options: S3ObjectStoreOptions): S3ObjectStore {
  const { bucket } = options;
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.accessKeyId && options.secretAccessKey ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } } : {}),
    // Send/verify checksums only where S3 requires them: many S3-compatible servers reject the
    // CRC32 headers the SDK adds by default since 3.729.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });

  return {
    driver: "s3",

    async put(key, body, { contentType }) {
      assertValidObjectKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key) {
      assertValidObjectKey(key);
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) return null;
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (isNoSuchKey(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidObjectKey(key);
      // S3 DeleteObject already succeeds for a missing key.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    async presign(key, { expiresInSeconds, filename }) {
      assertValidObjectKey(key);
      if (!Number.isSafeInteger(expiresInSeconds) || expiresInSeconds <= 0 || expiresInSeconds > MAX_PRESIGN_SECONDS) {
        throw new RangeError(`expiresInSeconds must be an integer in 1..${MAX_PRESIGN_SECONDS}, got ${expiresInSeconds}`);
      }
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ...(filename !== undefined ? { ResponseContentDisposition: attachmentContentDisposition(filename) } : {}),
      });
      return getSignedUrl(client, command, { expiresIn: expiresInSeconds });
    },

    async ping() {
      // Bounded so a black-holed endpoint fails readiness instead of hanging the probe.
      await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: AbortSignal.timeout(PING_TIMEOUT_MS) });
    },
  };
}

function isNoSuchKey(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  // Some S3-compatible servers answer a missing key with a bare 404 that the SDK cannot name; a
  // missing bucket is a misconfiguration and must not read as "no such object".
  return error instanceof S3ServiceException && (error.name === "NoSuchKey" || (error.$metadata.httpStatusCode === 404 && error.name !== "NoSuchBucket"));
}
