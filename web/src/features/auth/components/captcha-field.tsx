import type { UseQueryResult } from '@tanstack/react-query';

import { Spinner } from '@/components/ui/spinner';
import { fieldClass } from '@/components/ui/text-field';
import { authTexts } from '@/features/auth/texts';
import type { Captcha } from '@/types/api';

type CaptchaFieldProps = {
  captcha: UseQueryResult<Captcha>;
  answer: string;
  onAnswer: (answer: string) => void;
};

const texts = authTexts.captcha;

/**
 * The sign-up challenge: math and visual questions take a typed answer; a logic
 * question offers its options, and the answer is the chosen option's text.
 */
export function CaptchaField({ captcha, answer, onAnswer }: CaptchaFieldProps) {
  const { data } = captcha;

  return (
    <fieldset className="flex flex-col gap-2 rounded-md border border-neutral-800 p-3">
      <legend className="px-1 text-sm text-neutral-300">{texts.legend}</legend>
      {captcha.isPending || captcha.isFetching ? (
        <Spinner label={texts.loading} className="text-sm" />
      ) : !data ? (
        <div className="flex items-center justify-between gap-2 text-sm text-red-300">
          <span role="alert">{texts.loadError}</span>
          <button
            type="button"
            onClick={() => void captcha.refetch()}
            className="rounded border border-neutral-700 px-2 py-1 text-neutral-200 hover:bg-neutral-800"
          >
            {texts.retry}
          </button>
        </div>
      ) : (
        <>
          <p className="text-base font-medium" id={`captcha-${data.id}`}>
            {data.question}
          </p>
          {data.kind === 'logic' && data.options ? (
            <div
              role="radiogroup"
              aria-labelledby={`captcha-${data.id}`}
              className="flex flex-col gap-1"
            >
              {data.options.map((option) => (
                <label key={option} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="captcha_answer"
                    value={option}
                    checked={answer === option}
                    onChange={() => onAnswer(option)}
                    className="accent-red-600"
                  />
                  {option}
                </label>
              ))}
            </div>
          ) : (
            <label className="flex flex-col gap-1 text-sm">
              {texts.answer}
              <input
                name="captcha_answer"
                autoComplete="off"
                inputMode={data.kind === 'logic' ? 'text' : 'numeric'}
                value={answer}
                onChange={(event) => onAnswer(event.target.value)}
                className={fieldClass}
              />
            </label>
          )}
        </>
      )}
    </fieldset>
  );
}
