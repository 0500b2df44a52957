import type { ReactNode } from 'react';

type ControlButtonProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  pressed?: boolean;
  expanded?: boolean;
  children: ReactNode;
};

/** One control of the player: a labelled button with a visible focus ring. */
export function ControlButton({
  label,
  onClick,
  disabled,
  pressed,
  expanded,
  children,
}: ControlButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      onClick={onClick}
      className="flex min-h-9 min-w-9 items-center justify-center rounded p-1.5 text-white hover:bg-white/15 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white disabled:cursor-not-allowed disabled:opacity-50"
    >
      {children}
    </button>
  );
}
