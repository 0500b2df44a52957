import type { FormEvent, ReactNode } from 'react';

import { HistoryTabs, type HistoryTarget } from '@/components/history/history-slot';
import { FormMessage } from '@/components/ui/form-message';
import { Modal } from '@/components/ui/modal';
import { InputField, TextAreaField } from '@/features/admin-titles/components/shared/form-fields';
import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';

type FieldProps = {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

type TitleFormFrameProps = {
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The server's refusal that no input carries, above the form. */
  formError: string | null;
  /** The title, original title and synopsis inputs every title form starts with. */
  field: (name: 'title' | 'original_title' | 'synopsis') => FieldProps;
  /** The title being edited, whose history a tab shows; null when adding one. */
  history: HistoryTarget | null;
  children: ReactNode;
};

/**
 * The wide dialog of the film and series forms: the refusal above the form, then the
 * title, original title and synopsis, then the form's own inputs; when editing, a
 * history tab beside the form.
 */
export function TitleFormFrame({
  title,
  onClose,
  onSubmit,
  formError,
  field,
  history,
  children,
}: TitleFormFrameProps) {
  return (
    <Modal title={title} onClose={onClose} closeLabel={texts.closeDialog} wide>
      <HistoryTabs target={history} labels={texts.historyTabs}>
        <form onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
          {formError && (
            <div className="sm:col-span-2">
              <FormMessage tone="error">{formError}</FormMessage>
            </div>
          )}
          <InputField label={texts.form.title} {...field('title')} />
          <InputField label={texts.form.originalTitle} {...field('original_title')} />
          <TextAreaField label={texts.form.synopsis} {...field('synopsis')} />
          {children}
        </form>
      </HistoryTabs>
    </Modal>
  );
}
