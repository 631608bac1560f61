-- CreateTable
CREATE TABLE "payment_outbox" (
    "id" BIGSERIAL NOT NULL,
    "eventId" TEXT NOT NULL,
    "organizationId" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "availableAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deliveredAt" TIMESTAMP(3),
    "lastError" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payment_outbox_eventId_key" ON "payment_outbox"("eventId");

-- CreateIndex
CREATE INDEX "payment_outbox_deliveredAt_availableAt_idx" ON "payment_outbox"("deliveredAt", "availableAt");

-- CreateIndex
CREATE INDEX "payment_outbox_organizationId_deliveredAt_idx" ON "payment_outbox"("organizationId", "deliveredAt");
