CREATE TABLE "web_vitals_daily" (
	"day" date NOT NULL,
	"page" text NOT NULL,
	"metric" text NOT NULL,
	"bucket" smallint NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "web_vitals_daily_day_page_metric_bucket_pk" PRIMARY KEY("day","page","metric","bucket")
);
