import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';

const iconClass =
  'inline-flex rounded p-2 text-neutral-400 hover:bg-neutral-800 hover:text-white disabled:opacity-40';

type IconButtonProps = {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  /** Deleting: red under the pointer. */
  danger?: boolean;
  disabled?: boolean;
};

/** A row action of an admin table: an icon named by its label. */
export function IconButton({
  label,
  icon: Icon,
  onClick,
  danger = false,
  disabled = false,
}: IconButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
      className={`${iconClass} ${danger ? 'hover:text-red-400' : ''}`}
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

/** A row action that opens a page. */
export function IconLink({
  label,
  icon: Icon,
  to,
}: {
  label: string;
  icon: LucideIcon;
  to: string;
}) {
  return (
    <Link to={to} aria-label={label} title={label} className={iconClass}>
      <Icon aria-hidden="true" className="size-4" />
    </Link>
  );
}
