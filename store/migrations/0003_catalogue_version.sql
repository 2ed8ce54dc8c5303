-- A counter every write to what the catalogue listings are built from bumps, in the writer's
-- transaction (store/catalogue-memo.ts): a store keeps a built listing while the counter has
-- not moved, so a write through any instance on this database, or by hand, is seen by all at
-- once. A row, not a sequence: nextval is not transactional (a reader could see the new number
-- before the data). The epoch tells a recreated table from the old one.
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
	"epoch" uuid NOT NULL DEFAULT gen_random_uuid(),
	"version" bigint NOT NULL DEFAULT 0
);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id") VALUES (1);--> statement-breakpoint
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "product_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_categories" FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
