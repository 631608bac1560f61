-- AlterTable
ALTER TABLE "memberships" ADD COLUMN     "nameKey" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "memberships_organizationId_nameKey_id_idx" ON "memberships"("organizationId", "nameKey", "id");

-- The Team tab's order, lower("fullName") of the person, kept on each membership so that a page is read
-- from the index above: set when a membership is made, and again whenever the person's name changes
UPDATE "memberships" m SET "nameKey" = lower(u."fullName") FROM "users" u WHERE u."id" = m."userId";

CREATE FUNCTION "membership_name_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."nameKey" := (SELECT lower(u."fullName") FROM "users" u WHERE u."id" = NEW."userId");
  RETURN NEW;
END $$;

CREATE TRIGGER "memberships_name_key" BEFORE INSERT OR UPDATE OF "userId", "nameKey" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "membership_name_key"();

CREATE FUNCTION "user_name_key"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "memberships" SET "nameKey" = lower(NEW."fullName") WHERE "userId" = NEW."id";
  RETURN NULL;
END $$;

CREATE TRIGGER "users_name_key" AFTER UPDATE OF "fullName" ON "users"
  FOR EACH ROW WHEN (OLD."fullName" IS DISTINCT FROM NEW."fullName") EXECUTE FUNCTION "user_name_key"();
