/**
 * Where rendered PDFs live. Two drivers: `fs` (embedded default; links are HMAC-signed gateway URLs
 * with an expiry) and `s3` (production; links are S3 presigned GET URLs).
 */
export interface ObjectStore {
  readonly driver: "fs" | "s3";
  put(key: string, body: Buffer, options: { contentType: string }): Promise<void>;
  /** null when the object does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** A download link valid for `expiresInSeconds`; `filename` sets Content-Disposition. */
  presign(key: string, options: { expiresInSeconds: number; filename?: string }): Promise<string>;
  /** Cheap reachability check for /readyz. */
  ping(): Promise<void>;
}
