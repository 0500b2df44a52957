import { useState, type FormEvent } from 'react';

import { fieldClass } from '@/components/ui/text-field';
import { type AuditFilters as Filters, NO_FILTERS } from '@/features/admin-audit/api/get-audit';
import { adminAuditTexts as texts } from '@/features/admin-audit/texts';

const { filters: t } = texts;

type AuditFiltersProps = {
  value: Filters;
  onApply: (filters: Filters) => void;
};

/** The trail's filters, applied together when the form is sent. */
export function AuditFilters({ value, onApply }: AuditFiltersProps) {
  const [draft, setDraft] = useState(value);
  const set = (name: keyof Filters) => (text: string) =>
    setDraft((current) => ({ ...current, [name]: text }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(draft);
  };
  const text = (name: keyof Filters, label: string, type = 'text', placeholder?: string) => (
    <label className="flex flex-col gap-1 text-sm text-neutral-300">
      {label}
      <input
        name={name}
        type={type}
        value={draft[name]}
        placeholder={placeholder}
        onChange={(event) => set(name)(event.target.value)}
        className={fieldClass}
      />
    </label>
  );
  /** A select whose empty choice means every value (`all`). */
  const choice = (
    name: keyof Filters,
    label: string,
    all: string,
    names: Record<string, string>,
  ) => (
    <label className="flex flex-col gap-1 text-sm text-neutral-300">
      {label}
      <select
        name={name}
        value={draft[name]}
        onChange={(event) => set(name)(event.target.value)}
        className={fieldClass}
      >
        <option value="">{all}</option>
        {Object.entries(names).map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t.label}
      className="grid gap-4 rounded-lg border border-neutral-800 bg-neutral-900 p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {text('actor', t.actor, 'text', t.actorPlaceholder)}
      {choice('action', t.action, t.allActions, texts.actions)}
      {choice('target_kind', t.targetKind, t.allKinds, texts.kinds)}
      {text('target_id', t.targetId)}
      {text('from', t.from, 'date')}
      {text('to', t.to, 'date')}
      {text('q', t.q, 'search', t.qPlaceholder)}
      <div className="flex items-end gap-2">
        <button
          type="submit"
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
        >
          {t.apply}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
          className="rounded-md border border-neutral-700 px-4 py-2 text-sm text-neutral-200 hover:bg-neutral-800"
        >
          {t.reset}
        </button>
      </div>
    </form>
  );
}
