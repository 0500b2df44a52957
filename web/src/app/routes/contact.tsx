import { ContactPage } from '@/features/help/components/contact-page';

/** /contact */
export function ContactRoute() {
  return <ContactPage />;
}
