CREATE TABLE "mail_notices" (
	"about" text NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mail_notices_about_kind_pk" PRIMARY KEY("about","kind")
);
