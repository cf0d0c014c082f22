// The quotas' numbers, apart from the claim that checks them (quota.ts), so that what every use case
// receives (deps.ts) can name them without importing the use case.
export interface TableQuotas {
  /** Waiting tables (with an open seat) a creator may have at once; 0: no limit. */
  readonly maxWaiting: number;
  /** Tables with an open seat a creator may open per minute; 0: no limit. */
  readonly perMinute: number;
}

export const DEFAULT_TABLE_QUOTAS: TableQuotas = { maxWaiting: 20, perMinute: 30 };
