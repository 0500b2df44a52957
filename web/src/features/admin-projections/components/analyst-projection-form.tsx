import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { FormMessage } from '@/components/ui/form-message';
import { fieldClass } from '@/components/ui/text-field';
import {
  useCheckAnalystProjection,
  useDefineAnalystProjection,
} from '@/features/admin-projections/api/define-analyst-projection';
import { adminProjectionsTexts } from '@/features/admin-projections/texts';
import { lineOf, problemLine } from '@/features/admin-projections/utils/analyst-format';
import { ApiError, getErrorMessage } from '@/lib/api-client';

const texts = adminProjectionsTexts.analysts.form;

/**
 * A refusal of "Vérifier" or "Lancer": its message, the line it names and what that
 * line said then, the field it blames.
 */
type Problem = {
  message: string;
  line: { number: number; text: string } | null;
  field: 'name' | 'sql' | null;
};

/** The tables "Vérifier" found, for the definition it was given. */
type Checked = { sql: string; tables: string[] };

export type AnalystDraft = { name: string; sql: string };

type AnalystProjectionFormProps = {
  /** The projections that exist (retired ones aside): their name makes a new version. */
  existingNames: readonly string[];
  /** What the form starts with: a projection's definition, for its new version. */
  draft?: AnalystDraft;
  /** The definition takes the focus on opening (after "Nouvelle version" on a projection). */
  focusSql?: boolean;
  onLaunched: (name: string) => void;
};

const button =
  'rounded-md border border-neutral-600 px-4 py-2 text-sm hover:bg-neutral-800 disabled:opacity-50';

/**
 * The form of a projection: its name and its SQL. "Vérifier" asks the server which
 * tables it would create, or the problem and its line: the problem is announced
 * (role=alert), the line shown, and the focus goes to that line of the definition.
 * "Lancer" defines a new projection; with the name of an existing one, "Nouvelle
 * version" gives it a new version.
 */
export function AnalystProjectionForm({
  existingNames,
  draft,
  focusSql = false,
  onLaunched,
}: AnalystProjectionFormProps) {
  const [name, setName] = useState(draft?.name ?? '');
  const [sql, setSql] = useState(draft?.sql ?? '');
  const [checked, setChecked] = useState<Checked | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const check = useCheckAnalystProjection();
  const define = useDefineAnalystProjection();
  const nameRef = useRef<HTMLInputElement>(null);
  const sqlRef = useRef<HTMLTextAreaElement>(null);
  const ids = {
    title: useId(),
    nameHint: useId(),
    sqlHint: useId(),
    problem: useId(),
  };

  const trimmed = name.trim();
  const existing = existingNames.includes(trimmed);

  useEffect(() => {
    if (focusSql) sqlRef.current?.focus();
  }, [focusSql]);

  // A problem takes the focus to what it blames, once its message is on screen and
  // tied to the field (read again with it): the definition at its line, or the name.
  useEffect(() => {
    if (!problem) return;
    const textarea = sqlRef.current;
    if (problem.line !== null && textarea) {
      const line = lineOf(textarea.value, problem.line.number);
      textarea.focus();
      textarea.setSelectionRange(line.start, line.end);
    } else if (problem.field === 'name') {
      nameRef.current?.focus();
    } else if (problem.field === 'sql') {
      textarea?.focus();
    }
  }, [problem]);

  const refuse = (error: Error, fallback: string, definition: string) => {
    const number = problemLine(error);
    const line = number === null ? null : { number, text: lineOf(definition, number).text };
    const field =
      line !== null
        ? 'sql'
        : error instanceof ApiError && (error.field === 'name' || error.field === 'sql')
          ? error.field
          : null;
    setProblem({ message: getErrorMessage(error, fallback), line, field });
  };

  const verify = () => {
    setProblem(null);
    setNotice(null);
    const definition = sql;
    check.mutate(definition, {
      onSuccess: (answer) => setChecked({ sql: definition, tables: answer.tables }),
      onError: (error) => {
        setChecked(null);
        refuse(error, texts.checkError, definition);
      },
    });
  };

  const launch = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setNotice(null);
    const definition = sql;
    define.mutate(
      { name: trimmed, sql: definition, existing },
      {
        onSuccess: (defined) => {
          setChecked(null);
          setNotice(
            existing
              ? texts.versioned(defined.name, defined.version)
              : texts.launched(defined.name),
          );
          onLaunched(defined.name);
        },
        onError: (error) => refuse(error, texts.launchError, definition),
      },
    );
  };

  const sqlInvalid = problem?.field === 'sql';
  const nameInvalid = problem?.field === 'name';

  return (
    <form
      onSubmit={launch}
      aria-labelledby={ids.title}
      className="flex flex-col gap-4 rounded-lg border border-neutral-800 p-4"
    >
      <h3 id={ids.title} className="text-lg font-semibold">
        {existing ? texts.versionTitle(trimmed) : texts.title}
      </h3>
      <div className="flex flex-col gap-1">
        <label className="flex max-w-sm flex-col gap-1 text-sm">
          {texts.name}
          <input
            ref={nameRef}
            value={name}
            onChange={(e) => setName(e.target.value)}
            className={`${fieldClass} font-mono`}
            autoComplete="off"
            spellCheck={false}
            required
            aria-invalid={nameInvalid || undefined}
            aria-describedby={nameInvalid ? `${ids.problem} ${ids.nameHint}` : ids.nameHint}
          />
        </label>
        <p id={ids.nameHint} className="text-xs text-neutral-400">
          {texts.nameHint}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label className="flex flex-col gap-1 text-sm">
          {texts.sql}
          <textarea
            ref={sqlRef}
            value={sql}
            onChange={(e) => setSql(e.target.value)}
            rows={14}
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            wrap="off"
            className={`${fieldClass} font-mono leading-relaxed`}
            required
            aria-invalid={sqlInvalid || undefined}
            aria-describedby={sqlInvalid ? `${ids.problem} ${ids.sqlHint}` : ids.sqlHint}
          />
        </label>
        <p id={ids.sqlHint} className="text-xs text-neutral-400">
          {texts.sqlHint}
        </p>
      </div>

      {problem && (
        <div
          id={ids.problem}
          role="alert"
          className="rounded-md border border-red-800 bg-red-950 px-3 py-2 text-sm text-red-300"
        >
          <p>{problem.message}</p>
          {problem.line && (
            <p className="mt-2 font-mono text-xs break-all whitespace-pre-wrap text-red-200">
              <span className="text-red-400">{texts.line(problem.line.number)} │ </span>
              <code>{problem.line.text}</code>
            </p>
          )}
        </div>
      )}
      {checked?.sql === sql && (
        <FormMessage tone="success">{texts.checked(checked.tables)}</FormMessage>
      )}
      {notice && <FormMessage tone="success">{notice}</FormMessage>}

      <div className="flex flex-wrap gap-3">
        <button type="button" onClick={verify} disabled={check.isPending} className={button}>
          {check.isPending ? texts.checking : texts.check}
        </button>
        <button
          type="submit"
          disabled={define.isPending}
          className="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-50"
        >
          {define.isPending ? texts.launching : existing ? texts.newVersion : texts.launch}
        </button>
      </div>
    </form>
  );
}
