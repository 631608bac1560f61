-- CreateTable
CREATE TABLE "test_gateway_objects" (
    "id" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "organizationId" TEXT,
    "data" JSONB NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "test_gateway_objects_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "test_gateway_objects_kind_organizationId_idx" ON "test_gateway_objects"("kind", "organizationId");
