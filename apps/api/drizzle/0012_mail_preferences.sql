ALTER TABLE "users" ADD COLUMN "mail_decisions" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_publication" boolean DEFAULT true NOT NULL;