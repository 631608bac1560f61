-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "confirmedAt" TIMESTAMP(3);
