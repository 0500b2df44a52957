import { useState } from 'react';

import { Modal } from '@/components/ui/modal';
import { useLoginMessage } from '@/features/login-message/api/get-login-message';
import { loginMessageTexts as texts } from '@/features/login-message/texts';

/**
 * The single active message the team sets for the login page (docs/product.md, member side
 * §2 "Login" and §4): shown over the page when there is one, until the visitor closes it.
 */
export function LoginMessage() {
  const message = useLoginMessage();
  const [closed, setClosed] = useState(false);

  if (closed || !message.data) return null;
  return (
    <Modal title={message.data.title} onClose={() => setClosed(true)} closeLabel={texts.close}>
      <p className="text-sm break-words whitespace-pre-line text-neutral-300">
        {message.data.content}
      </p>
    </Modal>
  );
}
