import { useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField, fieldClass } from '@/components/ui/text-field';
import { useCreatePopup } from '@/features/admin-popups/api/create-popup';
import { useUpdatePopup } from '@/features/admin-popups/api/update-popup';
import { PopupPreview } from '@/features/admin-popups/components/popup-preview';
import { adminPopupsTexts as texts } from '@/features/admin-popups/texts';
import { getErrorMessage } from '@/lib/api-client';
import type { Popup } from '@/types/api';

type PopupFormProps = {
  /** The message being edited; none to write a new one. */
  editing: Popup | null;
  onSaved: (message: string) => void;
  onCancel: () => void;
};

/** Title, content and "active", with the live preview beside them. */
export function PopupForm({ editing, onSaved, onCancel }: PopupFormProps) {
  const [title, setTitle] = useState(editing?.title ?? '');
  const [content, setContent] = useState(editing?.content ?? '');
  const [active, setActive] = useState(editing?.is_active ?? true);
  const [missing, setMissing] = useState(false);
  const create = useCreatePopup();
  const update = useUpdatePopup();
  const command = editing ? update : create;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!title.trim() || !content.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    const data = { title, content, is_active: active };
    if (editing) {
      update.mutate({ id: editing.id, data }, { onSuccess: () => onSaved(texts.success.updated) });
    } else {
      create.mutate(data, { onSuccess: () => onSaved(texts.success.created) });
    }
  };

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="popup-form-title"
        className="flex flex-col gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-5"
      >
        <h2 id="popup-form-title" className="text-lg font-semibold">
          {editing ? texts.form.editTitle : texts.form.createTitle}
        </h2>
        {missing && <FormMessage tone="error">{texts.form.required}</FormMessage>}
        {command.isError && (
          <FormMessage tone="error">
            {getErrorMessage(command.error, texts.errors.save)}
          </FormMessage>
        )}
        <TextField
          label={texts.form.title}
          name="title"
          required
          value={title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <label className="flex flex-col gap-1 text-sm">
          {texts.form.content}
          <textarea
            name="content"
            required
            rows={6}
            value={content}
            onChange={(event) => setContent(event.target.value)}
            className={fieldClass}
          />
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={active}
            onChange={(event) => setActive(event.target.checked)}
            className="size-4 accent-red-600"
          />
          {texts.form.active}
        </label>
        <div className="flex justify-end gap-2">
          {editing && (
            <button
              type="button"
              onClick={onCancel}
              className="rounded-md border border-neutral-700 px-4 py-2 text-sm hover:bg-neutral-800"
            >
              {texts.form.cancel}
            </button>
          )}
          <SubmitButton
            pending={command.isPending}
            label={editing ? texts.form.update : texts.form.create}
            pendingLabel={texts.form.saving}
          />
        </div>
      </form>
      <PopupPreview title={title} content={content} />
    </div>
  );
}
