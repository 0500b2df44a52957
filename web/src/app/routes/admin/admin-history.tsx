import { lazy, Suspense, type ReactNode } from 'react';

import { HistoryProvider, type RenderHistory } from '@/components/history/history-slot';
import { Spinner } from '@/components/ui/spinner';
import { adminAuditTexts } from '@/features/admin-audit/texts';

const TargetHistory = lazy(() =>
  import('@/features/admin-audit/components/target-history').then((m) => ({
    default: m.TargetHistory,
  })),
);

const renderHistory: RenderHistory = (target) => (
  <Suspense fallback={<Spinner label={adminAuditTexts.loading} />}>
    <TargetHistory target={target} />
  </Suspense>
);

/**
 * Gives every admin screen the audit feature's history tab: the member and title
 * dialogs show it beside their details (features never import each other; the app
 * joins them here). The tab's code loads when a tab is first opened.
 */
export function AdminHistory({ children }: { children: ReactNode }) {
  return <HistoryProvider value={renderHistory}>{children}</HistoryProvider>;
}
