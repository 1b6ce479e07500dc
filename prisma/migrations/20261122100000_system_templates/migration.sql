-- Built-in system templates: owned by no account (account_id NULL), listed for every account and
-- read-only through the API. Seeded by a migration rather than at gateway start so they exist in
-- every migrated database (tests included), with no runtime write and no start-up race between
-- replicas. Fixed ids make the insert idempotent, and later changes to the set ship as new
-- migrations. The fixed created_at values define their list order.
-- No semicolons in comments here: the migration runner splits statements on them.
INSERT INTO "templates" ("id", "account_id", "slug", "name", "description", "theme_name", "format", "styles", "system", "created_at", "updated_at")
VALUES
  ('tpl_system_report', NULL, 'report', 'Report', 'General-purpose report: serif body, sans-serif headings, A4.', 'default', 'A4', '{"fontBody": "serif", "fontHeading": "sans"}', true, '2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.000Z'),
  ('tpl_system_article', NULL, 'article', 'Article', 'Long-form editorial layout for essays, newsletters and white papers.', 'editorial', 'A4', '{"fontBody": "serif", "fontHeading": "serif"}', true, '2026-01-01T00:00:01.000Z', '2026-01-01T00:00:01.000Z'),
  ('tpl_system_memo', NULL, 'memo', 'Memo', 'Short internal memo with a quiet, minimal look on US Letter.', 'minimal', 'Letter', '{"fontBody": "sans", "fontHeading": "sans"}', true, '2026-01-01T00:00:02.000Z', '2026-01-01T00:00:02.000Z'),
  ('tpl_system_technical_document', NULL, 'technical-document', 'Technical document', 'Specifications, runbooks and API guides with prominent code blocks.', 'technical', 'A4', '{"fontBody": "humanist", "fontHeading": "sans", "fontMono": "mono"}', true, '2026-01-01T00:00:03.000Z', '2026-01-01T00:00:03.000Z'),
  ('tpl_system_proposal', NULL, 'proposal', 'Proposal', 'High-contrast proposal or pitch with slab headings.', 'bold', 'A4', '{"accent": "#d9480f", "fontBody": "sans", "fontHeading": "slab"}', true, '2026-01-01T00:00:04.000Z', '2026-01-01T00:00:04.000Z'),
  ('tpl_system_invoice', NULL, 'invoice', 'Invoice', 'Invoices, receipts and other transactional documents (use invoice blocks).', 'invoice', 'A4', '{"fontBody": "sans", "fontMono": "mono"}', true, '2026-01-01T00:00:05.000Z', '2026-01-01T00:00:05.000Z'),
  ('tpl_system_legal_brief', NULL, 'legal-brief', 'Legal brief', 'Contracts and briefs on US Legal paper, serif throughout.', 'minimal', 'Legal', '{"fontBody": "serif", "fontHeading": "serif"}', true, '2026-01-01T00:00:06.000Z', '2026-01-01T00:00:06.000Z')
ON CONFLICT ("id") DO NOTHING;
