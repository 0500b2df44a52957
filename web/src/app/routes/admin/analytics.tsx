import { routeTexts } from '@/app/routes/texts';
import { AdminAnalytics } from '@/features/admin-analytics/components/admin-analytics';
import { adminAnalyticsTexts } from '@/features/admin-analytics/texts';

/** /admin/analytics (behind the admin gate of the router). */
export function AdminAnalyticsRoute() {
  return (
    <main className="min-h-screen bg-neutral-950 text-neutral-100">
      <title>{routeTexts.pageTitle(adminAnalyticsTexts.title)}</title>
      <AdminAnalytics />
    </main>
  );
}
