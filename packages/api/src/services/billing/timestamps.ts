/** Provider seconds (any size: past 2038 too) to a Date; null stays null. */
export const fromSeconds = (seconds: number | null | undefined): Date | null =>
  seconds == null ? null : new Date(seconds * 1000);
