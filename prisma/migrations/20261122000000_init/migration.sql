-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('free', 'pro', 'team', 'enterprise');

-- CreateEnum
CREATE TYPE "RenderStatus" AS ENUM ('queued', 'processing', 'rendered', 'failed');

-- CreateEnum
CREATE TYPE "RenderSource" AS ENUM ('web', 'api', 'mcp');

-- CreateEnum
CREATE TYPE "PageFormat" AS ENUM ('A4', 'Letter', 'Legal');

-- CreateEnum
CREATE TYPE "LedgerKind" AS ENUM ('charge', 'refund');

-- CreateTable
CREATE TABLE "accounts" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "plan" "Plan" NOT NULL DEFAULT 'free',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "secret_digest" BYTEA NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),
    "last_used_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "renders" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "status" "RenderStatus" NOT NULL DEFAULT 'queued',
    "source" "RenderSource" NOT NULL DEFAULT 'api',
    "format" "PageFormat" NOT NULL DEFAULT 'A4',
    "title" TEXT NOT NULL DEFAULT '',
    "theme_ref" TEXT NOT NULL DEFAULT 'default',
    "template_id" TEXT,
    "markdown_bytes" INTEGER NOT NULL DEFAULT 0,
    "size" INTEGER,
    "pages" INTEGER,
    "stored" BOOLEAN NOT NULL DEFAULT false,
    "storage_key" TEXT,
    "storage_error" TEXT,
    "error_code" TEXT,
    "error_message" TEXT,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "renders_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "templates" (
    "id" TEXT NOT NULL,
    "account_id" TEXT,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "theme_name" TEXT NOT NULL DEFAULT 'default',
    "format" "PageFormat" NOT NULL DEFAULT 'A4',
    "styles" JSONB NOT NULL DEFAULT '{}',
    "system" BOOLEAN NOT NULL DEFAULT false,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "themes" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "base_theme" TEXT NOT NULL DEFAULT 'default',
    "colors" JSONB NOT NULL DEFAULT '{}',
    "fonts" JSONB NOT NULL DEFAULT '{}',
    "custom_css" TEXT NOT NULL DEFAULT '',
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "themes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "extractions" (
    "id" TEXT NOT NULL,
    "account_id" TEXT NOT NULL,
    "source" "RenderSource" NOT NULL DEFAULT 'api',
    "preset" TEXT,
    "schema_digest" TEXT,
    "status" TEXT NOT NULL DEFAULT 'processing',
    "method" TEXT,
    "pages" INTEGER,
    "scanned_pages" INTEGER,
    "size_bytes" INTEGER,
    "credits_charged" INTEGER NOT NULL DEFAULT 0,
    "fields_populated" INTEGER,
    "warnings_count" INTEGER,
    "duration_ms" INTEGER,
    "error_code" TEXT,
    "request_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "completed_at" TIMESTAMPTZ(3),

    CONSTRAINT "extractions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "credit_ledger" (
    "id" BIGSERIAL NOT NULL,
    "account_id" TEXT NOT NULL,
    "operation_id" TEXT NOT NULL,
    "kind" "LedgerKind" NOT NULL,
    "credits" INTEGER NOT NULL,
    "period" TEXT NOT NULL,
    "reason" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "credit_ledger_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "monthly_usage" (
    "account_id" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "used" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "monthly_usage_pkey" PRIMARY KEY ("account_id","period")
);

-- CreateTable
CREATE TABLE "idempotency_records" (
    "account_id" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "render_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("account_id","key")
);

-- CreateIndex
CREATE INDEX "api_keys_account_id_idx" ON "api_keys"("account_id");

-- CreateIndex
CREATE INDEX "renders_account_id_created_at_id_idx" ON "renders"("account_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "templates_account_id_created_at_id_idx" ON "templates"("account_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "templates_account_id_slug_key" ON "templates"("account_id", "slug");

-- CreateIndex
CREATE INDEX "themes_account_id_created_at_id_idx" ON "themes"("account_id", "created_at", "id");

-- CreateIndex
CREATE UNIQUE INDEX "themes_account_id_slug_key" ON "themes"("account_id", "slug");

-- CreateIndex
CREATE INDEX "extractions_account_id_created_at_id_idx" ON "extractions"("account_id", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "credit_ledger_account_id_period_idx" ON "credit_ledger"("account_id", "period");

-- CreateIndex
CREATE UNIQUE INDEX "credit_ledger_operation_id_kind_key" ON "credit_ledger"("operation_id", "kind");

-- CreateIndex
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

-- AddForeignKey
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "renders" ADD CONSTRAINT "renders_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "templates" ADD CONSTRAINT "templates_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "themes" ADD CONSTRAINT "themes_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "extractions" ADD CONSTRAINT "extractions_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "monthly_usage" ADD CONSTRAINT "monthly_usage_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_records" ADD CONSTRAINT "idempotency_records_account_id_fkey" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE CASCADE ON UPDATE CASCADE;

