-- AlterTable
ALTER TABLE "invoices" ADD COLUMN     "description" TEXT,
ADD COLUMN     "hostedInvoiceUrl" TEXT,
ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ALTER COLUMN "currency" SET DEFAULT 'usd',
ALTER COLUMN "lastEventAt" SET DATA TYPE BIGINT;

-- AlterTable
ALTER TABLE "subscriptions" ADD COLUMN     "cardBrand" TEXT,
ADD COLUMN     "cardLast4" TEXT,
ADD COLUMN     "trialEnd" TIMESTAMP(3),
ALTER COLUMN "lastEventAt" SET DATA TYPE BIGINT;

-- One currency, USD, as the payment screens sell it: the amounts were already the screens' figures
-- (4900 = "$49"), only their label was BRL.
UPDATE "invoices" SET "currency" = 'usd' WHERE "currency" = 'brl';
UPDATE "test_gateway_objects"
SET "data" = jsonb_set("data", '{items,data,0,price,currency}', '"usd"')
WHERE "kind" = 'subscription' AND "data" #>> '{items,data,0,price,currency}' = 'brl';
UPDATE "test_gateway_objects"
SET "data" = jsonb_set("data", '{currency}', '"usd"')
WHERE "kind" = 'invoice' AND "data" ->> 'currency' = 'brl';
