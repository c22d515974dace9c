ALTER TABLE "owner_sessions" ADD COLUMN "token_hash" text;--> statement-breakpoint
UPDATE "owner_sessions" SET "token_hash" = encode(sha256(convert_to("token", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "owner_sessions" ALTER COLUMN "token_hash" SET NOT NULL;--> statement-breakpoint
DROP INDEX "owner_sessions_token_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "owner_sessions_token_hash_unique" ON "owner_sessions" USING btree ("token_hash");--> statement-breakpoint
ALTER TABLE "owner_sessions" DROP COLUMN "token";
