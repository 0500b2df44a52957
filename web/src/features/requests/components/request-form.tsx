import { useEffect, useState, type FormEvent } from 'react';

import { useSubmitRequest } from '@/features/requests/api/requests';
import { SUCCESS_MS, requestTexts as t } from '@/features/requests/texts';

import { FormMessage } from '@/components/ui/form-message';
import { SubmitButton } from '@/components/ui/submit-button';
import { TextField, fieldClass } from '@/components/ui/text-field';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const EMPTY = { title: '', year: '', director: '', genre: '', description: '' };

/** The server's refusal when it gave one; a failure to reach it is a failed send. */
function failureText(error: unknown): string {
  if (error instanceof ApiError && !error.fromServer) return t.sendError;
  return getErrorMessage(error, t.createError);
}

/** The new-request form; blocked, with the spec's message, once the week's 3 are used. */
export function RequestForm({ limitReached }: { limitReached: boolean }) {
  const submit = useSubmitRequest();
  const [contentType, setContentType] = useState<'movie' | 'series'>('movie');
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState(false);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => setSuccess(false), SUCCESS_MS);
    return () => window.clearTimeout(timer);
  }, [success]);

  const set = (name: keyof typeof EMPTY) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSuccess(false);
    if (limitReached) return setError(t.limit);
    if (!fields.title.trim()) return setError(t.form.titleRequired);
    const year = fields.year.trim() ? Number(fields.year) : null;
    if (year !== null && !(Number.isInteger(year) && year >= 1900 && year <= 2030)) {
      return setError(t.form.yearRange);
    }
    setError(null);
    submit.mutate(
      {
        content_type: contentType,
        title: fields.title.trim(),
        year,
        director: fields.director.trim() || null,
        genre: fields.genre.trim() || null,
        description: fields.description.trim() || null,
      },
      {
        onSuccess: () => {
          setFields(EMPTY);
          setSuccess(true);
        },
        onError: (failure) => setError(failureText(failure)),
      },
    );
  };

  return (
    <section
      aria-labelledby="request-form-title"
      className="rounded-lg border border-neutral-800 bg-neutral-900 p-6"
    >
      <h2 id="request-form-title" className="mb-4 text-xl font-semibold">
        {t.form.title}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <label className="flex flex-col gap-1 text-sm">
          {t.form.type}
          <select
            value={contentType}
            onChange={(event) => setContentType(event.target.value as 'movie' | 'series')}
            className={fieldClass}
          >
            <option value="movie">{t.form.movie}</option>
            <option value="series">{t.form.series}</option>
          </select>
        </label>
        <TextField
          label={t.form.titleLabel}
          value={fields.title}
          maxLength={200}
          onChange={(event) => set('title')(event.target.value)}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label={t.form.year}
            type="number"
            min={1900}
            max={2030}
            value={fields.year}
            onChange={(event) => set('year')(event.target.value)}
          />
          <TextField
            label={contentType === 'series' ? t.form.creator : t.form.director}
            value={fields.director}
            maxLength={200}
            onChange={(event) => set('director')(event.target.value)}
          />
          <TextField
            label={t.form.genre}
            value={fields.genre}
            maxLength={100}
            onChange={(event) => set('genre')(event.target.value)}
          />
        </div>
        <label className="flex flex-col gap-1 text-sm">
          {t.form.description}
          <textarea
            value={fields.description}
            maxLength={2000}
            rows={3}
            placeholder={t.form.descriptionPlaceholder}
            onChange={(event) => set('description')(event.target.value)}
            className={fieldClass}
          />
        </label>
        {(error ?? (limitReached && t.limit)) && (
          <FormMessage tone="error">{error ?? t.limit}</FormMessage>
        )}
        {success && <FormMessage tone="success">{t.success}</FormMessage>}
        <SubmitButton
          pending={submit.isPending}
          label={t.form.submit}
          pendingLabel={t.form.sending}
          disabled={limitReached}
        />
      </form>
    </section>
  );
}
