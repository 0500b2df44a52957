import { DonationPage } from '@/features/help/components/donation-page';

/** /donation */
export function DonationRoute() {
  return <DonationPage />;
}
