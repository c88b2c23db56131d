-- Tickets live 60 s and cannot be tied to a session after the fact: drop the outstanding ones
-- (clients fetch a new one when they connect) so the column can be NOT NULL.
DELETE FROM "realtime_tickets";--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD COLUMN "session_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "realtime_tickets" ADD CONSTRAINT "realtime_tickets_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "realtime_tickets_session_idx" ON "realtime_tickets" USING btree ("session_id","expires_at");