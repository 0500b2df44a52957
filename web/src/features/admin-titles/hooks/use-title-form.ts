import { useState } from 'react';

import { adminTitlesTexts as texts } from '@/features/admin-titles/texts';
import { toPayload, validate, type Rules } from '@/features/admin-titles/utils/form-rules';
import { ApiError, getErrorMessage } from '@/lib/api-client';

/** What a title form holds: its typed inputs, its checkboxes and its chosen genres. */
export type TitleFormState<Name extends string, Flag extends string> = {
  text: Record<Name, string>;
  flags: Record<Flag, boolean>;
  genreIds: string[];
};

/** The server names this field when a genre is refused. */
const GENRES_FIELD = 'genre_ids';

/**
 * State of a film, series or episode form: values, the message beside each input (the
 * browser's checks, then the server's), and the message above the form when the server
 * refuses for a reason no input carries.
 */
export function useTitleForm<Name extends string, Flag extends string = never>(
  initial: TitleFormState<Name, Flag>,
  rules: Rules<Name>,
) {
  const [state, setState] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const clear = (name: string) => {
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFormError(null);
  };

  const field = (name: Name) => ({
    name,
    value: state.text[name],
    error: errors[name],
    onChange: (value: string) => {
      setState((current) => ({ ...current, text: { ...current.text, [name]: value } }));
      clear(name);
    },
  });

  const flag = (name: Flag) => ({
    name,
    checked: state.flags[name],
    onChange: (checked: boolean) =>
      setState((current) => ({ ...current, flags: { ...current.flags, [name]: checked } })),
  });

  const genres = {
    selected: state.genreIds,
    error: errors[GENRES_FIELD],
    onToggle: (id: string) => {
      setState((current) => ({
        ...current,
        genreIds: current.genreIds.includes(id)
          ? current.genreIds.filter((other) => other !== id)
          : [...current.genreIds, id],
      }));
      clear(GENRES_FIELD);
    },
  };

  /** The inputs and checkboxes to send (genres: `genres.selected`), or null (and the messages shown) when an input is refused. */
  const payload = () => {
    const found = validate(state.text, rules);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return null;
    return { ...toPayload(state.text, rules), ...state.flags };
  };

  /** A refusal from the server: beside its input when the form has one, else above. */
  const showServerError = (error: Error, wrap: (message: string) => string) => {
    const field = error instanceof ApiError ? error.field : undefined;
    if (field && (field in rules || field === GENRES_FIELD)) {
      setErrors((current) => ({ ...current, [field]: error.message }));
    } else {
      setFormError(wrap(getErrorMessage(error, texts.genericError)));
    }
  };

  return { field, flag, genres, payload, showServerError, formError };
}
