import { AdminPageHeader } from '@/components/layouts/admin-page-header';
import { useState } from 'react';

import { ListStates } from '@/components/ui/list-states';
import {
  auditExportHref,
  NO_FILTERS,
  useAuditTrail,
  type AuditFilters as Filters,
} from '@/features/admin-audit/api/get-audit';
import { AuditFilters } from '@/features/admin-audit/components/audit-filters';
import { AuditTable } from '@/features/admin-audit/components/audit-table';
import { EntryDialog } from '@/features/admin-audit/components/entry-dialog';
import { IntegrityLine } from '@/features/admin-audit/components/integrity-line';
import { adminAuditTexts as texts } from '@/features/admin-audit/texts';
import type { AuditEntry } from '@/types/api';

const exportLink =
  'rounded-md border border-neutral-700 px-3 py-2 text-sm text-neutral-200 hover:bg-neutral-800';

/** The audit trail (/admin/audit): filters, entries newest first, each entry's diff. */
export function AuditTrail() {
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [open, setOpen] = useState<AuditEntry | null>(null);
  const trail = useAuditTrail(filters);
  const entries = trail.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <IntegrityLine />

      <AuditFilters value={filters} onApply={setFilters} />
      <div className="flex flex-wrap gap-2">
        <a href={auditExportHref(filters, 'csv')} download className={exportLink}>
          {texts.filters.exportCsv}
        </a>
        <a href={auditExportHref(filters, 'ndjson')} download className={exportLink}>
          {texts.filters.exportNdjson}
        </a>
      </div>

      <ListStates
        query={trail}
        empty={entries.length === 0}
        texts={{ loading: texts.loading, loadError: texts.loadError, empty: texts.empty }}
      >
        <AuditTable entries={entries} onOpen={setOpen} />
        {trail.hasNextPage ? (
          <button
            type="button"
            disabled={trail.isFetchingNextPage}
            onClick={() => void trail.fetchNextPage()}
            className="self-center rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
          >
            {texts.loadMore}
          </button>
        ) : (
          <p className="text-center text-sm text-neutral-400">{texts.allLoaded}</p>
        )}
      </ListStates>
      {open && <EntryDialog entry={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
