import { Heart } from 'lucide-react';
import { useNavigate } from 'react-router-dom';

import { Modal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useDonationReminder } from '@/features/help/hooks/use-donation-reminder';
import { helpTexts } from '@/features/help/texts';

const t = helpTexts.reminder;

/** The home page's donation reminder (docs/product.md, member side §2 "Home", §4 and §9). */
export function DonationReminder({ memberId }: { memberId: string | undefined }) {
  const { open, dismiss } = useDonationReminder(memberId);
  const navigate = useNavigate();
  if (!open) return null;

  return (
    <Modal title={t.title} onClose={dismiss} closeLabel={t.close}>
      <p className="flex items-start gap-3 text-neutral-200">
        <Heart aria-hidden="true" className="mt-1 size-5 shrink-0 text-red-500" />
        {t.message}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          onClick={dismiss}
          className="rounded-md border border-neutral-600 px-4 py-2 text-neutral-100 hover:bg-neutral-800"
        >
          {t.later}
        </button>
        <button
          type="button"
          onClick={() => {
            dismiss();
            void navigate(paths.donation.getHref());
          }}
          className="rounded-md bg-red-600 px-4 py-2 font-bold text-white hover:bg-red-700"
        >
          {t.donate}
        </button>
      </div>
    </Modal>
  );
}
