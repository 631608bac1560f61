-- DropForeignKey
ALTER TABLE "users" DROP CONSTRAINT "users_organizationId_fkey";

-- DropIndex
DROP INDEX "user_permissions_organizationId_idx";

-- DropIndex
DROP INDEX "users_organizationId_idx";

-- AlterTable
ALTER TABLE "handoff_tokens" ADD COLUMN     "organizationId" TEXT;

-- AlterTable
ALTER TABLE "organizations" ADD COLUMN     "requireSecondFactor" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "service_sessions" ADD COLUMN     "organizationId" TEXT;

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "organizationId" TEXT;

-- AlterTable
ALTER TABLE "user_permissions" ADD COLUMN     "grantedAt" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "memberships" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'member',
    "joinedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "memberships_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "invitations" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "canPostAsCompany" BOOLEAN NOT NULL DEFAULT false,
    "canSellAsCompany" BOOLEAN NOT NULL DEFAULT false,
    "tokenHash" TEXT NOT NULL,
    "invitedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "acceptedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),

    CONSTRAINT "invitations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "organization_activity" (
    "id" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "actorId" TEXT,
    "subjectUserId" TEXT,
    "subjectEmail" TEXT,
    "kind" TEXT NOT NULL,
    "details" JSONB NOT NULL DEFAULT '{}',
    "actorName" TEXT,
    "actorEmail" TEXT,
    "subjectName" TEXT,
    "ip" TEXT,
    "userAgent" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organization_activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "memberships_organizationId_role_idx" ON "memberships"("organizationId", "role");

-- CreateIndex
CREATE INDEX "memberships_userId_idx" ON "memberships"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "memberships_organizationId_userId_key" ON "memberships"("organizationId", "userId");

-- CreateIndex
CREATE UNIQUE INDEX "invitations_tokenHash_key" ON "invitations"("tokenHash");

-- CreateIndex
CREATE INDEX "invitations_organizationId_email_idx" ON "invitations"("organizationId", "email");

-- CreateIndex
CREATE INDEX "organization_activity_organizationId_createdAt_idx" ON "organization_activity"("organizationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "service_sessions_organizationId_idx" ON "service_sessions"("organizationId");

-- CreateIndex
CREATE INDEX "sessions_organizationId_idx" ON "sessions"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "user_permissions_organizationId_userId_key" ON "user_permissions"("organizationId", "userId");

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_userId_fkey" FOREIGN KEY ("userId") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_invitedById_fkey" FOREIGN KEY ("invitedById") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_activity" ADD CONSTRAINT "organization_activity_subjectUserId_fkey" FOREIGN KEY ("subjectUserId") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Migrate data: every person stays admin or member of the organization they have
INSERT INTO "memberships" ("id", "organizationId", "userId", "role", "joinedAt")
SELECT gen_random_uuid()::text, u."organizationId", u."id",
       CASE WHEN u."role" = 'admin' THEN 'admin' ELSE 'member' END, u."createdAt"
FROM "users" u;

-- Sessions, the services they joined and hand-offs work in that organization
UPDATE "sessions" s SET "organizationId" = u."organizationId" FROM "users" u WHERE u."id" = s."userId";
UPDATE "service_sessions" ss SET "organizationId" = s."organizationId" FROM "sessions" s WHERE s."id" = ss."sessionId";
UPDATE "handoff_tokens" h SET "organizationId" = u."organizationId" FROM "users" u WHERE u."id" = h."userId";

-- A permission row belongs to a membership
DELETE FROM "user_permissions" p
WHERE NOT EXISTS (SELECT 1 FROM "memberships" m WHERE m."organizationId" = p."organizationId" AND m."userId" = p."userId");

-- AddForeignKey
ALTER TABLE "user_permissions" ADD CONSTRAINT "user_permissions_organizationId_userId_fkey" FOREIGN KEY ("organizationId", "userId") REFERENCES "memberships"("organizationId", "userId") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "organizations"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AlterTable
ALTER TABLE "users" DROP COLUMN "organizationId",
DROP COLUMN "role";
