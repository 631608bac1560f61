-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "emailKey" TEXT NOT NULL DEFAULT '';

-- The Team tab's search, lower("email") of the person beside nameKey: a search reads the organization's
-- memberships alone and only the page's rows meet their person. One trigger on each table now keeps both
-- keys: set when a membership is made, and again whenever the person's name or address changes
UPDATE "memberships" m SET "emailKey" = lower(u."email") FROM "users" u WHERE u."id" = m."userId";

DROP TRIGGER "memberships_name_key" ON "memberships";
DROP FUNCTION "membership_name_key"();
DROP TRIGGER "users_name_key" ON "users";
DROP FUNCTION "user_name_key"();

CREATE FUNCTION "membership_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT lower(u."fullName"), lower(u."email") INTO NEW."nameKey", NEW."emailKey"
    FROM "users" u WHERE u."id" = NEW."userId";
  RETURN NEW;
END $$;

CREATE TRIGGER "memberships_search_keys" BEFORE INSERT OR UPDATE OF "userId", "nameKey", "emailKey" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "membership_search_keys"();

CREATE FUNCTION "user_search_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memberships" SET "nameKey" = lower(NEW."fullName"), "emailKey" = lower(NEW."email")
    WHERE "userId" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "users_search_keys" AFTER UPDATE OF "fullName", "email" ON "users"
  FOR EACH ROW WHEN (OLD."fullName" IS DISTINCT FROM NEW."fullName" OR OLD."email" IS DISTINCT FROM NEW."email")
  EXECUTE FUNCTION "user_search_keys"();
