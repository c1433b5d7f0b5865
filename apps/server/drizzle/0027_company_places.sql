-- Companies' place (issue 28, decision 0050): the company's `location` becomes a place like a job's
-- (decision 0045) — the readable text stays in `location`, the structure goes beside it. Old values are
-- mapped through legacy_places; any other value (an operator's own) is kept as an island without an atoll,
-- for an operator to map in the console. A company without a location has no place.
ALTER TABLE "companies" ADD COLUMN "place_kind" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "place_atoll" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "place_island" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "place_resort" text;--> statement-breakpoint
ALTER TABLE "companies" DISABLE TRIGGER "companies_touch_updated_at";--> statement-breakpoint
-- No one edited the companies: updated_at stays (the touch trigger is off for this one statement).
UPDATE "companies" SET
  "place_kind" = coalesce(m."kind", 'island'),
  "place_atoll" = m."atoll",
  "place_island" = CASE WHEN m."old" IS NULL THEN c."location" ELSE m."island" END,
  "location" = coalesce(m."readable", c."location")
FROM "companies" c LEFT JOIN "legacy_places" m ON m."old" = c."location"
WHERE "companies"."id" = c."id" AND coalesce(c."location", '') <> '';--> statement-breakpoint
ALTER TABLE "companies" ENABLE TRIGGER "companies_touch_updated_at";--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_place_kind_check" CHECK ("companies"."place_kind" is null or "companies"."place_kind" in ('island', 'resort', 'atoll', 'anywhere', 'overseas'));--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_place_check" CHECK (("companies"."place_kind" is distinct from 'atoll' or "companies"."place_atoll" is not null));--> statement-breakpoint
-- A company inserted with a location but no place gets it the same way (the demo seed, the tests'
-- factories and hand inserts write the old values); the app's own writes give the place.
CREATE OR REPLACE FUNCTION companies_place_from_location() RETURNS trigger AS $$
DECLARE
  m legacy_places%ROWTYPE;
BEGIN
  IF NEW.place_kind IS NULL AND coalesce(NEW.location, '') <> '' THEN
    SELECT * INTO m FROM legacy_places l WHERE l.old = NEW.location;
    IF FOUND THEN
      NEW.place_kind := m.kind;
      NEW.place_atoll := m.atoll;
      NEW.place_island := m.island;
      NEW.location := m.readable;
    ELSE
      NEW.place_kind := 'island';
      NEW.place_island := NEW.location;
    END IF;
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER companies_place_from_location BEFORE INSERT ON companies FOR EACH ROW EXECUTE FUNCTION companies_place_from_location();
