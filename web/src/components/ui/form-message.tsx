type FormMessageProps = { tone: 'error' | 'success'; children: string };

/** The red box of a failed submit (announced at once) or the green box of a success. */
export function FormMessage({ tone, children }: FormMessageProps) {
  return tone === 'error' ? (
    <p
      role="alert"
      className="rounded-md border border-red-800 bg-red-950 px-3 py-2 text-sm text-red-300"
    >
      {children}
    </p>
  ) : (
    <p
      role="status"
      className="rounded-md border border-green-800 bg-green-950 px-3 py-2 text-sm text-green-300"
    >
      {children}
    </p>
  );
}
