-- Places as Maldivians say them (issue 28, decision 0045): the gazetteer's tables, seeded from
-- ../shared/data/maldives-islands.json (the 20 atolls and Malé City, their inhabited islands and Malé's
-- wards), and each job's structured place beside its readable `location`, mapped from the old flat list.
CREATE TABLE "atolls" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"official_name" text NOT NULL,
	"iso" text NOT NULL,
	"centre_lat" real NOT NULL,
	"centre_lon" real NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "islands" (
	"id" serial PRIMARY KEY NOT NULL,
	"atoll_code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "islands_name_check" CHECK ("islands"."name" <> '' and position(',' in "islands"."name") = 0)
);
--> statement-breakpoint
CREATE TABLE "legacy_places" (
	"old" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"atoll" text,
	"island" text,
	"readable" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "islands" ADD CONSTRAINT "islands_atoll_code_atolls_code_fk" FOREIGN KEY ("atoll_code") REFERENCES "public"."atolls"("code") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
CREATE UNIQUE INDEX "atolls_name_key" ON "atolls" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "islands_atoll_name_key" ON "islands" USING btree ("atoll_code","name");--> statement-breakpoint
INSERT INTO "atolls" ("code", "name", "official_name", "iso", "centre_lat", "centre_lon", "sort_order") VALUES
  ('HA', 'Haa Alif', 'North Thiladhunmathi', 'MV-07', 6.95, 72.95, 1),
  ('HDh', 'Haa Dhaalu', 'South Thiladhunmathi', 'MV-23', 6.6, 73.05, 2),
  ('Sh', 'Shaviyani', 'North Miladhunmadulu', 'MV-24', 6.3, 73.2, 3),
  ('N', 'Noonu', 'South Miladhunmadulu', 'MV-25', 5.85, 73.4, 4),
  ('R', 'Raa', 'North Maalhosmadulu', 'MV-13', 5.6, 72.95, 5),
  ('B', 'Baa', 'South Maalhosmadulu', 'MV-20', 5.1, 73.0, 6),
  ('Lh', 'Lhaviyani', 'Faadhippolhu', 'MV-03', 5.35, 73.55, 7),
  ('K', 'Kaafu', 'Malé Atoll', 'MV-26', 4.45, 73.5, 8),
  ('MLE', 'Malé City', 'Malé City', 'MV-MLE', 4.18, 73.51, 9),
  ('AA', 'Alif Alif', 'North Ari Atoll', 'MV-02', 4.15, 72.85, 10),
  ('ADh', 'Alif Dhaalu', 'South Ari Atoll', 'MV-00', 3.7, 72.85, 11),
  ('V', 'Vaavu', 'Felidhu Atoll', 'MV-04', 3.5, 73.55, 12),
  ('M', 'Meemu', 'Mulaku Atoll', 'MV-12', 3.0, 73.55, 13),
  ('F', 'Faafu', 'North Nilandhe Atoll', 'MV-14', 3.2, 72.95, 14),
  ('Dh', 'Dhaalu', 'South Nilandhe Atoll', 'MV-17', 2.85, 72.95, 15),
  ('Th', 'Thaa', 'Kolhumadulu', 'MV-08', 2.35, 73.1, 16),
  ('L', 'Laamu', 'Hahdhunmathi', 'MV-05', 1.9, 73.45, 17),
  ('GA', 'Gaafu Alif', 'North Huvadhu Atoll', 'MV-27', 0.6, 73.3, 18),
  ('GDh', 'Gaafu Dhaalu', 'South Huvadhu Atoll', 'MV-28', 0.35, 73.1, 19),
  ('Gn', 'Gnaviyani', 'Fuvahmulah City', 'MV-29', -0.3, 73.42, 20),
  ('S', 'Seenu', 'Addu City', 'MV-01', -0.63, 73.15, 21)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "islands" ("atoll_code", "name", "sort_order") VALUES
  ('HA', 'Thurakunu', 1),
  ('HA', 'Uligamu', 2),
  ('HA', 'Berinmadhoo', 3),
  ('HA', 'Hathifushi', 4),
  ('HA', 'Mulhadhoo', 5),
  ('HA', 'Hoarafushi', 6),
  ('HA', 'Ihavandhoo', 7),
  ('HA', 'Kelaa', 8),
  ('HA', 'Vashafaru', 9),
  ('HA', 'Dhidhdhoo', 10),
  ('HA', 'Filladhoo', 11),
  ('HA', 'Maarandhoo', 12),
  ('HA', 'Thakandhoo', 13),
  ('HA', 'Utheemu', 14),
  ('HA', 'Muraidhoo', 15),
  ('HA', 'Baarah', 16),
  ('HDh', 'Faridhoo', 1),
  ('HDh', 'Hon''daidhoo', 2),
  ('HDh', 'Hanimaadhoo', 3),
  ('HDh', 'Finey', 4),
  ('HDh', 'Naivaadhoo', 5),
  ('HDh', 'Nellaidhoo', 6),
  ('HDh', 'Hirimaradhoo', 7),
  ('HDh', 'Nolhivaranfaru', 8),
  ('HDh', 'Nolhivaramu', 9),
  ('HDh', 'Kuribi', 10),
  ('HDh', 'Kunburudhoo', 11),
  ('HDh', 'Kulhudhuffushi City', 12),
  ('HDh', 'Kumundhoo', 13),
  ('HDh', 'Neykurendhoo', 14),
  ('HDh', 'Vaikaradhoo', 15),
  ('HDh', 'Maavaidhoo', 16),
  ('HDh', 'Makunudhoo', 17),
  ('Sh', 'Noomaraa', 1),
  ('Sh', 'Kaditheemu', 2),
  ('Sh', 'Goidhoo', 3),
  ('Sh', 'Feydhoo', 4),
  ('Sh', 'Feevah', 5),
  ('Sh', 'Bilehffahi', 6),
  ('Sh', 'Foakaidhoo', 7),
  ('Sh', 'Narudhoo', 8),
  ('Sh', 'Maakandoodhoo', 9),
  ('Sh', 'Maroshi', 10),
  ('Sh', 'Lhaimagu', 11),
  ('Sh', 'Funadhoo', 12),
  ('Sh', 'Firun''baidhoo', 13),
  ('Sh', 'Komandoo', 14),
  ('Sh', 'Maaugoodhoo', 15),
  ('Sh', 'Milandhoo', 16),
  ('N', 'Henbadhoo', 1),
  ('N', 'Kedhikolhudhoo', 2),
  ('N', 'Tholhendhoo', 3),
  ('N', 'Maalhendhoo', 4),
  ('N', 'Kudafari', 5),
  ('N', 'Landhoo', 6),
  ('N', 'Maafaru', 7),
  ('N', 'Lhohi', 8),
  ('N', 'Miladhoo', 9),
  ('N', 'Magoodhoo', 10),
  ('N', 'Manadhoo', 11),
  ('N', 'Holhudhoo', 12),
  ('N', 'Fodhdhoo', 13),
  ('N', 'Velidhoo', 14),
  ('R', 'Alifushi', 1),
  ('R', 'Vaadhoo', 2),
  ('R', 'Rasgetheemu', 3),
  ('R', 'Agolhitheemu', 4),
  ('R', 'Gaaun''doodhoo', 5),
  ('R', 'Un''gulu', 6),
  ('R', 'Ugoofaaru', 7),
  ('R', 'Kandholhudhoo', 8),
  ('R', 'Maakurathu', 9),
  ('R', 'Rasmaadhoo', 10),
  ('R', 'Innamaadhoo', 11),
  ('R', 'Maduvvari', 12),
  ('R', 'Inguraidhoo', 13),
  ('R', 'Meedhoo', 14),
  ('R', 'Fainu', 15),
  ('R', 'Kinolhas', 16),
  ('R', 'Dhuvaafaru', 17),
  ('R', 'Hulhudhuffaaru', 18),
  ('B', 'Kudarikilu', 1),
  ('B', 'Kamadhoo', 2),
  ('B', 'Kendhoo', 3),
  ('B', 'Kihaadhoo', 4),
  ('B', 'Dhonfanu', 5),
  ('B', 'Dharavandhoo', 6),
  ('B', 'Maalhos', 7),
  ('B', 'Eydhafushi', 8),
  ('B', 'Thulhaadhoo', 9),
  ('B', 'Hithaadhoo', 10),
  ('B', 'Fulhadhoo', 11),
  ('B', 'Fehendhoo', 12),
  ('B', 'Goidhoo', 13),
  ('Lh', 'Hinnavaru', 1),
  ('Lh', 'Naifaru', 2),
  ('Lh', 'Kurendhoo', 3),
  ('Lh', 'Olhuvelifushi', 4),
  ('K', 'Kaashidhoo', 1),
  ('K', 'Gaafaru', 2),
  ('K', 'Dhiffushi', 3),
  ('K', 'Thulusdhoo', 4),
  ('K', 'Huraa', 5),
  ('K', 'Himmafushi', 6),
  ('K', 'Gulhi', 7),
  ('K', 'Maafushi', 8),
  ('K', 'Guraidhoo', 9),
  ('K', 'Thilafushi (industrial)', 10),
  ('K', 'Gulhifalhu (industrial)', 11),
  ('MLE', 'Malé', 1),
  ('MLE', 'Hulhumalé', 2),
  ('MLE', 'Villimalé', 3),
  ('MLE', 'Hulhulé (airport)', 4),
  ('AA', 'Thoddoo', 1),
  ('AA', 'Rasdhoo', 2),
  ('AA', 'Ukulhas', 3),
  ('AA', 'Mathiveri', 4),
  ('AA', 'Bodufolhudhoo', 5),
  ('AA', 'Feridhoo', 6),
  ('AA', 'Maalhos', 7),
  ('AA', 'Himandhoo', 8),
  ('ADh', 'Hangnameedhoo', 1),
  ('ADh', 'Omadhoo', 2),
  ('ADh', 'Kuburudhoo', 3),
  ('ADh', 'Mahibadhoo', 4),
  ('ADh', 'Mandhoo', 5),
  ('ADh', 'Dhagethi', 6),
  ('ADh', 'Dhigurah', 7),
  ('ADh', 'Dhidhdhoo', 8),
  ('ADh', 'Fenfushi', 9),
  ('ADh', 'Maamigili', 10),
  ('V', 'Fulidhoo', 1),
  ('V', 'Thinadhoo', 2),
  ('V', 'Felidhoo', 3),
  ('V', 'Keyodhoo', 4),
  ('V', 'Rakeedhoo', 5),
  ('M', 'Dhiggaru', 1),
  ('M', 'Maduvvari', 2),
  ('M', 'Raimandhoo', 3),
  ('M', 'Madifushi', 4),
  ('M', 'Veyvah', 5),
  ('M', 'Mulah', 6),
  ('M', 'Muli', 7),
  ('M', 'Naalaafushi', 8),
  ('M', 'Kolhufushi', 9),
  ('F', 'Feeali', 1),
  ('F', 'Biledhdhoo', 2),
  ('F', 'Magoodhoo', 3),
  ('F', 'Dharaboodhoo', 4),
  ('F', 'Nilandhoo', 5),
  ('Dh', 'Meedhoo', 1),
  ('Dh', 'Badidhoo', 2),
  ('Dh', 'Ribudhoo', 3),
  ('Dh', 'Hulhudheli', 4),
  ('Dh', 'Gemendhoo', 5),
  ('Dh', 'Vaanee', 6),
  ('Dh', 'Maaeboodhoo', 7),
  ('Dh', 'Kudahuvadhoo', 8),
  ('Th', 'Buruni', 1),
  ('Th', 'Vilufushi', 2),
  ('Th', 'Madifushi', 3),
  ('Th', 'Dhiyamigili', 4),
  ('Th', 'Guraidhoo', 5),
  ('Th', 'Kadoodhoo', 6),
  ('Th', 'Vandhoo', 7),
  ('Th', 'Hirilandhoo', 8),
  ('Th', 'Gaadhiffushi', 9),
  ('Th', 'Thimarafushi', 10),
  ('Th', 'Veymandoo', 11),
  ('Th', 'Kibidhoo', 12),
  ('Th', 'Omadhoo', 13),
  ('L', 'Isdhoo', 1),
  ('L', 'Dhabidhoo', 2),
  ('L', 'Maabaidhoo', 3),
  ('L', 'Mundoo', 4),
  ('L', 'Kalaidhoo', 5),
  ('L', 'Gamu', 6),
  ('L', 'Maavah', 7),
  ('L', 'Fonadhoo', 8),
  ('L', 'Gaadhoo', 9),
  ('L', 'Maamendhoo', 10),
  ('L', 'Hithadhoo', 11),
  ('L', 'Kunahandhoo', 12),
  ('GA', 'Kolamaafushi', 1),
  ('GA', 'Viligili', 2),
  ('GA', 'Maamendhoo', 3),
  ('GA', 'Nilandhoo', 4),
  ('GA', 'Dhaandhoo', 5),
  ('GA', 'Dhevvadhoo', 6),
  ('GA', 'Kodey', 7),
  ('GA', 'Dhidhoo', 8),
  ('GA', 'Gemanafushi', 9),
  ('GA', 'Kanduhulhudhoo', 10),
  ('GDh', 'Thinadhoo City', 1),
  ('GDh', 'Madaveli', 2),
  ('GDh', 'Hoadedhdhoo', 3),
  ('GDh', 'Nadallaa', 4),
  ('GDh', 'Gadhdhoo', 5),
  ('GDh', 'Rathafandhoo', 6),
  ('GDh', 'Vaadhoo', 7),
  ('GDh', 'Fiyoari', 8),
  ('GDh', 'Faresmaathodaa', 9),
  ('Gn', 'Fuvahmulah City', 1),
  ('S', 'Hithadhoo', 1),
  ('S', 'Maradhoo', 2),
  ('S', 'Maradhoo-Feydhoo', 3),
  ('S', 'Feydhoo', 4),
  ('S', 'Hulhudhoo', 5),
  ('S', 'Meedhoo', 6)
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The old flat list and where each value lives now: the same mapping as legacyPlace and formatPlace in
-- packages/shared/src/rules/places.ts (test/places-migration.test.ts holds the two to each other).
INSERT INTO "legacy_places" ("old", "kind", "atoll", "island", "readable") VALUES
  ('Male''', 'island', 'MLE', 'Malé', 'Malé, Malé City'),
  ('Hulhumale', 'island', 'MLE', 'Hulhumalé', 'Hulhumalé, Malé City'),
  ('Villimale', 'island', 'MLE', 'Villimalé', 'Villimalé, Malé City'),
  ('Addu City', 'atoll', 'S', null, 'Seenu'),
  ('Fuvahmulah', 'island', 'Gn', 'Fuvahmulah City', 'Fuvahmulah City, Gnaviyani'),
  ('Kulhudhuffushi', 'island', 'HDh', 'Kulhudhuffushi City', 'Kulhudhuffushi City, Haa Dhaalu'),
  ('Thinadhoo', 'island', 'GDh', 'Thinadhoo City', 'Thinadhoo City, Gaafu Dhaalu'),
  ('Resort island', 'resort', null, null, 'Resort island'),
  ('Haa Alif', 'atoll', 'HA', null, 'Haa Alif'),
  ('Haa Dhaalu', 'atoll', 'HDh', null, 'Haa Dhaalu'),
  ('Shaviyani', 'atoll', 'Sh', null, 'Shaviyani'),
  ('Noonu', 'atoll', 'N', null, 'Noonu'),
  ('Raa', 'atoll', 'R', null, 'Raa'),
  ('Baa', 'atoll', 'B', null, 'Baa'),
  ('Lhaviyani', 'atoll', 'Lh', null, 'Lhaviyani'),
  ('Kaafu', 'atoll', 'K', null, 'Kaafu'),
  ('Alif Alif', 'atoll', 'AA', null, 'Alif Alif'),
  ('Alif Dhaal', 'atoll', 'ADh', null, 'Alif Dhaalu'),
  ('Vaavu', 'atoll', 'V', null, 'Vaavu'),
  ('Meemu', 'atoll', 'M', null, 'Meemu'),
  ('Faafu', 'atoll', 'F', null, 'Faafu'),
  ('Dhaalu', 'atoll', 'Dh', null, 'Dhaalu'),
  ('Thaa', 'atoll', 'Th', null, 'Thaa'),
  ('Laamu', 'atoll', 'L', null, 'Laamu'),
  ('Gaafu Alif', 'atoll', 'GA', null, 'Gaafu Alif'),
  ('Gaafu Dhaalu', 'atoll', 'GDh', null, 'Gaafu Dhaalu'),
  ('Gnaviyani', 'atoll', 'Gn', null, 'Gnaviyani'),
  ('Seenu', 'atoll', 'S', null, 'Seenu'),
  ('Anywhere in Maldives', 'anywhere', null, null, 'Anywhere in Maldives'),
  ('Overseas', 'overseas', null, null, 'Overseas');--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_kind" text DEFAULT 'island' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_atoll" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_island" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "place_resort" text;--> statement-breakpoint
ALTER TABLE "jobs" DISABLE TRIGGER "jobs_touch_updated_at";--> statement-breakpoint
-- Every job stored before: its place from its old value; any other value (an operator's own) stays as an
-- island without an atoll named by its text, for an operator to map. No one edited the jobs: their
-- updated_at stays (the touch trigger is off for this one statement; job_search's trigger still runs, so
-- the readable place is what a keyword finds).
UPDATE "jobs" SET
  "place_kind" = coalesce(m."kind", 'island'),
  "place_atoll" = m."atoll",
  "place_island" = CASE WHEN m."old" IS NULL THEN j."location" ELSE m."island" END,
  "location" = coalesce(m."readable", j."location")
FROM "jobs" j LEFT JOIN "legacy_places" m ON m."old" = j."location"
WHERE "jobs"."id" = j."id";--> statement-breakpoint
ALTER TABLE "jobs" ENABLE TRIGGER "jobs_touch_updated_at";--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_place_kind_check" CHECK (place_kind in ('island', 'resort', 'atoll', 'anywhere', 'overseas'));--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_place_check" CHECK (("jobs"."place_kind" <> 'atoll' or "jobs"."place_atoll" is not null));--> statement-breakpoint
-- A job inserted without a place (an island without a name, the column's default) gets it the same way:
-- the bench's generator, the demo seed and a hand insert write the old values. The app's own writes give
-- the place (modules/jobs/employer-service.ts), which this leaves alone.
CREATE OR REPLACE FUNCTION jobs_place_from_location() RETURNS trigger AS $$
DECLARE
  m legacy_places%ROWTYPE;
BEGIN
  IF NEW.place_kind = 'island' AND NEW.place_island IS NULL THEN
    SELECT * INTO m FROM legacy_places l WHERE l.old = NEW.location;
    IF FOUND THEN
      NEW.place_kind := m.kind;
      NEW.place_atoll := m.atoll;
      NEW.place_island := m.island;
      NEW.location := m.readable;
    ELSE
      NEW.place_island := NEW.location;
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER jobs_place_from_location BEFORE INSERT ON jobs FOR EACH ROW EXECUTE FUNCTION jobs_place_from_location();
--> statement-breakpoint
-- The list's indexes carry the place columns (a place filter is an atoll, every resort, or one place's
-- text), so a page or a count of any filters stays an index-only scan (issue 13); an atoll has its own.
DROP INDEX "jobs_open_recent_idx";
--> statement-breakpoint
DROP INDEX "jobs_open_sector_idx";
--> statement-breakpoint
DROP INDEX "jobs_open_category_idx";
--> statement-breakpoint
DROP INDEX "jobs_open_type_idx";
--> statement-breakpoint
DROP INDEX "jobs_open_salary_idx";
--> statement-breakpoint
DROP INDEX "jobs_open_location_idx";
--> statement-breakpoint
CREATE INDEX "jobs_open_atoll_idx" ON "jobs" USING btree ("place_atoll","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","salary_range","location","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_recent_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","salary_range","location","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_sector_idx" ON "jobs" USING btree ("sector","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","category","type","salary_range","location","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_category_idx" ON "jobs" USING btree ("category","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","type","salary_range","location","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_type_idx" ON "jobs" USING btree ("type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","salary_range","location","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_salary_idx" ON "jobs" USING btree ("salary_range","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","location","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
--> statement-breakpoint
CREATE INDEX "jobs_open_location_idx" ON "jobs" USING btree ("location","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"expired_at","sector","category","type","salary_range","place_atoll","place_kind") WHERE "jobs"."approved" = 1 and "jobs"."active";
