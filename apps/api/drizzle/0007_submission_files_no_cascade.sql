ALTER TABLE "submission_files" DROP CONSTRAINT "submission_files_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;