CREATE INDEX "users_name_idx" ON "users" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_idx" ON "users" USING btree ("last_sign_in_at","id");--> statement-breakpoint
CREATE INDEX "users_last_sign_in_desc_idx" ON "users" USING btree ("last_sign_in_at" DESC NULLS LAST,"id" DESC NULLS LAST);