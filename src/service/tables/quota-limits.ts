// The quotas' numbers, apart from the claim that checks them (quota.ts), so that what every use case
// receives (deps.ts) can name them without importing the use case.
export interface TableQuotas {
  /** Waiting tables (with an open seat) a creator may have at once; 0: no limit. */
  readonly maxWaiting: number;
  /** Tables with an open seat a creator may open per minute; 0: no limit. */
  readonly perMinute: number;
  /**
   * Days a waiting table without a joining deadline takes people; then it expires (tables/expiry.ts) and
   * no longer counts in `maxWaiting`. Optional so that settings written before it keep their meaning.
   */
  readonly expiryDays?: number;
}

export const DEFAULT_TABLE_EXPIRY_DAYS = 7;

export const DEFAULT_TABLE_QUOTAS: TableQuotas = {
  maxWaiting: 20,
  perMinute: 30,
  expiryDays: DEFAULT_TABLE_EXPIRY_DAYS,
};
