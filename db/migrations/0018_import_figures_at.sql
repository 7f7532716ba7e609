-- When the figures were last recomputed with each imported file. Null on existing rows: the next start
-- recomputes the figures once, which finishes any first start that stopped before its figures were done.
ALTER TABLE "sponsor_import_files" ADD COLUMN "figures_at" timestamp with time zone;