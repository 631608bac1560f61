-- CreateTable
CREATE TABLE "sign_in_transactions" (
    "id" TEXT NOT NULL,
    "state" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "codeVerifier" TEXT NOT NULL,
    "redirectUri" TEXT NOT NULL,
    "registration" JSONB,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_transactions_expiresAt_idx" ON "sign_in_transactions"("expiresAt");
