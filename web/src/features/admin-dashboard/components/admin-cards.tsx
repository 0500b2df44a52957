import {
  BarChart3,
  DatabaseZap,
  Flag,
  Gavel,
  History,
  Inbox,
  Mail,
  MessageSquareText,
  Sparkles,
  Tags,
  Tv,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useDashboard } from '@/features/admin-dashboard/api/get-dashboard';
import { adminDashboardTexts as texts } from '@/features/admin-dashboard/texts';
import type { DashboardCounts } from '@/types/api';

type Card = {
  to: string;
  icon: LucideIcon;
  title: string;
  description: string;
  /** What the card counts, when it counts something (the audit trail does not). */
  counter?: (counts: DashboardCounts) => string;
};

const { sections, counters } = texts;

/** Every admin screen, in the spec's order, with what its counter says. */
const cards: Card[] = [
  {
    to: paths.admin.series.getHref(),
    icon: Tv,
    ...sections.series,
    counter: (c) => counters.series(c.series),
  },
  {
    to: paths.admin.animes.getHref(),
    icon: Sparkles,
    ...sections.animes,
    counter: (c) => counters.animes(c.animes),
  },
  {
    to: paths.admin.genres.getHref(),
    icon: Tags,
    ...sections.genres,
    counter: (c) => counters.genres(c.genres),
  },
  {
    to: paths.admin.users.getHref(),
    icon: Users,
    ...sections.users,
    counter: (c) => counters.users(c.users),
  },
  {
    to: paths.admin.contentRequests.getHref(),
    icon: Inbox,
    ...sections.requests,
    counter: (c) => counters.requests(c.pending_requests, c.overdue_requests),
  },
  {
    to: paths.admin.reports.getHref(),
    icon: Flag,
    ...sections.reports,
    counter: (c) => counters.reports(c.pending_reports, c.overdue_reports),
  },
  {
    to: paths.admin.appeals.getHref(),
    icon: Gavel,
    ...sections.appeals,
    counter: (c) => counters.appeals(c.pending_appeals),
  },
  {
    to: paths.admin.analytics.getHref(),
    icon: BarChart3,
    ...sections.analytics,
    counter: (c) => counters.analytics(c.visitors_today),
  },
  {
    to: paths.admin.popup.getHref(),
    icon: MessageSquareText,
    ...sections.popup,
    counter: (c) => counters.popup(c),
  },
  { to: paths.admin.audit.getHref(), icon: History, ...sections.audit },
  { to: paths.admin.projections.getHref(), icon: DatabaseZap, ...sections.projections },
  { to: paths.admin.mail.getHref(), icon: Mail, ...sections.mail },
];

/** The admin home's cards, each a link to its screen with a live counter. */
export function AdminCards() {
  const dashboard = useDashboard();
  return (
    <nav aria-label={texts.navLabel} className="flex flex-col gap-3">
      {dashboard.isError && (
        <p role="alert" className="text-sm text-red-300">
          {texts.loadError}
        </p>
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map(({ to, icon: Icon, title, description, counter }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full flex-col gap-2 rounded-lg border border-neutral-800 bg-neutral-900 p-5 hover:border-red-600"
            >
              <Icon aria-hidden="true" className="size-6 text-red-500" />
              <span className="text-lg font-semibold">{title}</span>
              <span className="text-sm text-neutral-400">{description}</span>
              {counter && dashboard.data && (
                <span className="mt-auto text-sm font-semibold text-red-400">
                  {counter(dashboard.data)}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
