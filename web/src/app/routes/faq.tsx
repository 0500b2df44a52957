import { FaqPage } from '@/features/help/components/faq-page';

/** /faq */
export function FaqRoute() {
  return <FaqPage />;
}
