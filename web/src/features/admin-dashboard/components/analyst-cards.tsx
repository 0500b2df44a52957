import { BarChart3, DatabaseZap, FileDown, History, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { adminDashboardTexts as texts } from '@/features/admin-dashboard/texts';

/** The raw log, streamed as NDJSON (HTTP contract: GET /api/admin/events). */
const EVENTS_URL = '/api/admin/events';

const cards: { to: string; icon: LucideIcon; title: string; description: string }[] = [
  { to: paths.admin.audit.getHref(), icon: History, ...texts.analyst.audit },
  { to: paths.admin.analytics.getHref(), icon: BarChart3, ...texts.analyst.analytics },
  { to: paths.admin.projections.getHref(), icon: DatabaseZap, ...texts.analyst.projections },
];

const cardClass =
  'flex h-full flex-col gap-2 rounded-lg border border-neutral-800 bg-neutral-900 p-5 hover:border-sky-600';

/**
 * The analyst's home: a card for each thing the read-only role opens (the audit trail
 * with each element's history, the analytics, the projections) and the raw log to
 * download. Nothing here leads to a screen the role is refused.
 */
export function AnalystCards() {
  return (
    <nav aria-label={texts.analystNavLabel}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ to, icon: Icon, title, description }) => (
          <li key={to}>
            <Link to={to} className={cardClass}>
              <Icon aria-hidden="true" className="size-6 text-sky-400" />
              <span className="text-lg font-semibold">{title}</span>
              <span className="text-sm text-neutral-400">{description}</span>
            </Link>
          </li>
        ))}
        <li>
          <a href={EVENTS_URL} download="bobine-evenements.ndjson" className={cardClass}>
            <FileDown aria-hidden="true" className="size-6 text-sky-400" />
            <span className="text-lg font-semibold">{texts.analyst.events.title}</span>
            <span className="text-sm text-neutral-400">{texts.analyst.events.description}</span>
          </a>
        </li>
      </ul>
    </nav>
  );
}
