import { useEffect, useState, type FormEvent } from 'react';

import { useFileReport } from '@/features/reports/api/file-report';
import { CLOSE_AFTER_MS, reportTexts as t } from '@/features/reports/texts';

import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { SubmitButton } from '@/components/ui/submit-button';
import { fieldClass } from '@/components/ui/text-field';
import { getErrorMessage } from '@/lib/api-client';
import type { WatchTarget } from '@/types/watch';

/** What a report is about: the film, the series, or the episode playing. */
function reported(target: WatchTarget) {
  if (target.kind === 'series' && target.episode) {
    return { content_type: 'episode', content_id: target.episode.id, name: target.episode.title };
  }
  return { content_type: target.kind, content_id: target.id, name: target.title };
}

/**
 * The Report-a-problem modal: form, sending, sent (closes after 2 s; the next opening
 * starts from an empty form, since the modal is mounted anew).
 */
export function ReportModal({
  target,
  signedIn,
  onClose,
}: {
  target: WatchTarget;
  signedIn: boolean;
  onClose: () => void;
}) {
  const report = useFileReport();
  const [problemType, setProblemType] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const about = reported(target);

  useEffect(() => {
    if (!report.isSuccess) return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [report.isSuccess, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!signedIn) return setError(t.signedOut);
    if (!problemType) return setError(t.noType);
    setError(null);
    report.mutate(
      {
        content_type: about.content_type,
        content_id: about.content_id,
        problem_type: problemType,
        description: description.trim() || null,
      },
      { onError: (failure) => setError(getErrorMessage(failure, t.failed)) },
    );
  };

  return (
    <Modal title={t.title} closeLabel={t.close} onClose={onClose}>
      {report.isSuccess ? (
        <FormMessage tone="success">{t.sent}</FormMessage>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
          <p className="text-sm text-neutral-300">{t.about(about.name)}</p>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-semibold">{t.typeLegend}</legend>
            {t.problemTypes.map((type) => (
              <label key={type.value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="problem_type"
                  value={type.value}
                  checked={problemType === type.value}
                  onChange={() => setProblemType(type.value)}
                  className="accent-red-600"
                />
                {type.label}
              </label>
            ))}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm">
            {t.description}
            <textarea
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              placeholder={t.descriptionPlaceholder}
              maxLength={2000}
              rows={4}
              className={fieldClass}
            />
          </label>
          {error && <FormMessage tone="error">{error}</FormMessage>}
          <SubmitButton pending={report.isPending} label={t.submit} pendingLabel={t.sending} />
        </form>
      )}
    </Modal>
  );
}
