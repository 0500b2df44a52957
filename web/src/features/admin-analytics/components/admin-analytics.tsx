import { AdminPageHeader } from '@/components/layouts/admin-page-header';

import { ResponseTimes } from '@/features/admin-analytics/components/response-times';
import { TopTitles } from '@/features/admin-analytics/components/top-titles';
import { VisitorCards } from '@/features/admin-analytics/components/visitor-cards';
import { VisitorChart } from '@/features/admin-analytics/components/visitor-chart';
import { adminAnalyticsTexts as texts } from '@/features/admin-analytics/texts';

/** The analytics screen (/admin/analytics): counters, visitor chart, top 10, moderation delays. */
export function AdminAnalytics() {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <AdminPageHeader title={texts.title} subtitle={texts.subtitle} />
      <VisitorCards />
      <VisitorChart />
      <TopTitles />
      <ResponseTimes />
    </div>
  );
}
