/** A moderation list's search and filters, as the address sends them ('all': none). */
export type ModerationFilters = {
  q: string;
  status: string;
  type: string;
  /** Only the items waiting longer than the overdue delay (« En retard »). */
  overdue: boolean;
};

export const NO_FILTERS: ModerationFilters = { q: '', status: 'all', type: 'all', overdue: false };
