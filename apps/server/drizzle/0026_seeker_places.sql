-- Seekers' places (issue 28, decision 0049): a profile's home island and willingness to relocate, a
-- preference's several places, and the talent pool's place keys (an atoll takes in its islands).
DROP INDEX "job_seeker_profiles_pool_pref_location_idx";--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "pref_locations" text[];--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "home_island" text;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "willing_to_relocate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "job_seeker_profiles" ADD COLUMN "place_keys" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "preferences" ADD COLUMN "preferred_locations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_place_keys_idx" ON "job_seeker_profiles" USING gin ("place_keys") WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "job_seeker_profiles_pool_relocate_idx" ON "job_seeker_profiles" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "job_seeker_profiles"."seeking_job" and "job_seeker_profiles"."deleted_at" is null and "job_seeker_profiles"."willing_to_relocate";--> statement-breakpoint
-- Seekers' places (issue 28, decision 0049). A readable place from an old flat-list value (the mapping of
-- legacy_places, migration 0024); any other text is kept as it is (an operator's own value, a readable place).
CREATE OR REPLACE FUNCTION readable_place(value text) RETURNS text AS $$
  SELECT coalesce((SELECT l.readable FROM legacy_places l WHERE l.old = value), value)
$$ LANGUAGE sql STABLE;
--> statement-breakpoint
-- The talent pool's keys of some places (the same as modules/talent-pool/place-keys.ts asks for): each
-- place's readable text, `atoll:<code>` for a whole atoll or a place in one, `kind:resort` for a resort.
-- A readable place is written as formatPlace writes it ("Name, Atoll", split at the last ", ").
CREATE OR REPLACE FUNCTION place_keys(places text[]) RETURNS text[] AS $$
DECLARE
  keys text[] := '{}';
  place text;
  parts text[];
  code text;
BEGIN
  FOREACH place IN ARRAY coalesce(places, '{}'::text[]) LOOP
    CONTINUE WHEN place IS NULL OR place = '';
    place := readable_place(place);
    keys := keys || place;
    code := NULL;
    SELECT a.code INTO code FROM atolls a WHERE a.name = place;
    IF code IS NULL THEN
      parts := regexp_match(place, '^(.+), ([^,]+)$');
      IF parts IS NOT NULL THEN
        SELECT a.code INTO code FROM atolls a WHERE a.name = parts[2];
        IF code IS NOT NULL AND right(parts[1], 9) = ' (resort)' THEN
          keys := keys || 'kind:resort'::text;
        END IF;
      END IF;
    END IF;
    IF code IS NOT NULL THEN
      keys := keys || ('atoll:' || code);
    END IF;
    IF place = 'Resort island' THEN
      keys := keys || 'kind:resort'::text;
    END IF;
  END LOOP;
  RETURN ARRAY(SELECT DISTINCT k FROM unnest(keys) k ORDER BY k);
END;
$$ LANGUAGE plpgsql STABLE;
--> statement-breakpoint
-- A preference written with one old value only (the demo seed, the bench, a hand insert, an operator's
-- rename of a lookup value) gets its readable place and its one-place list; a list written alone gives
-- its first place; the app writes both.
CREATE OR REPLACE FUNCTION preferences_places() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF cardinality(NEW.preferred_locations) = 0 THEN
      NEW.preferred_location := readable_place(NEW.preferred_location);
      NEW.preferred_locations := ARRAY[NEW.preferred_location];
    END IF;
  ELSIF NEW.preferred_location IS DISTINCT FROM OLD.preferred_location
      AND NEW.preferred_locations IS NOT DISTINCT FROM OLD.preferred_locations THEN
    NEW.preferred_location := readable_place(NEW.preferred_location);
    NEW.preferred_locations := array_replace(NEW.preferred_locations, OLD.preferred_location, NEW.preferred_location);
  ELSIF NEW.preferred_locations IS DISTINCT FROM OLD.preferred_locations AND cardinality(NEW.preferred_locations) > 0 THEN
    -- A list written alone (the console's rename or mapping): its first place is SPEC's one.
    NEW.preferred_location := NEW.preferred_locations[1];
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER preferences_places BEFORE INSERT OR UPDATE OF preferred_location, preferred_locations ON preferences FOR EACH ROW EXECUTE FUNCTION preferences_places();
--> statement-breakpoint
-- The copies of migration 0014 carry the list of places too.
CREATE OR REPLACE FUNCTION copy_preference_to_profile() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE job_seeker_profiles SET pref_sector = NULL, pref_category = NULL, pref_type = NULL, pref_location = NULL,
      pref_locations = NULL
      WHERE user_id = OLD.user_id;
    RETURN OLD;
  END IF;
  UPDATE job_seeker_profiles SET pref_sector = NEW.work_sector, pref_category = NEW.work_category,
    pref_type = NEW.job_type, pref_location = NEW.preferred_location, pref_locations = NEW.preferred_locations
    WHERE user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER preferences_copy_to_profile ON preferences;
--> statement-breakpoint
CREATE TRIGGER preferences_copy_to_profile AFTER INSERT OR DELETE OR UPDATE OF user_id, work_sector, work_category, job_type, preferred_location, preferred_locations ON preferences FOR EACH ROW EXECUTE FUNCTION copy_preference_to_profile();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION copy_preference_into_new_profile() RETURNS trigger AS $$
BEGIN
  SELECT f.work_sector, f.work_category, f.job_type, f.preferred_location, f.preferred_locations
    INTO NEW.pref_sector, NEW.pref_category, NEW.pref_type, NEW.pref_location, NEW.pref_locations
    FROM preferences f WHERE f.user_id = NEW.user_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A profile's present location written as an old value gets its readable place; its place keys follow its
-- preferred places and home island. Runs after job_seeker_profiles_copy_preference (triggers fire by name).
CREATE OR REPLACE FUNCTION job_seeker_profiles_places() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.address IS DISTINCT FROM OLD.address THEN
    NEW.address := readable_place(NEW.address);
  END IF;
  IF TG_OP = 'INSERT' OR NEW.pref_locations IS DISTINCT FROM OLD.pref_locations
      OR NEW.home_island IS DISTINCT FROM OLD.home_island THEN
    NEW.place_keys := place_keys(coalesce(NEW.pref_locations, '{}'::text[]) || NEW.home_island);
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER job_seeker_profiles_places BEFORE INSERT OR UPDATE ON job_seeker_profiles FOR EACH ROW EXECUTE FUNCTION job_seeker_profiles_places();
--> statement-breakpoint
-- Every preference and profile stored before keeps its place: the old value mapped as for jobs (0024), an
-- unknown one kept as it is. The preference's copy (trigger above) fills the profile's list and keys.
UPDATE preferences SET preferred_location = readable_place(preferred_location),
  preferred_locations = ARRAY[readable_place(preferred_location)];
--> statement-breakpoint
UPDATE job_seeker_profiles SET address = readable_place(address) WHERE address IS DISTINCT FROM readable_place(address);
