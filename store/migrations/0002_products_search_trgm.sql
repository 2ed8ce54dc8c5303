-- pg_trgm ships with PostgreSQL (contrib) and PGlite (loaded in store/db.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "products_search_trgm" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE "products"."published";
