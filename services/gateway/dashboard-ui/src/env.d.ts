// Replaced by esbuild at bundle time (services/gateway/src/dashboard/client-bundle.ts).
interface ImportMeta {
  readonly env: { readonly PDF_WORKER_URL: string };
}
