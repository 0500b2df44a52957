import { adminPopupsTexts as texts } from '@/features/admin-popups/texts';

/** The message as the login page will show it, while the admin types. */
export function PopupPreview({ title, content }: { title: string; content: string }) {
  const empty = !title.trim() && !content.trim();
  return (
    <section
      aria-labelledby="popup-preview-title"
      className="flex flex-col gap-3 rounded-lg border border-neutral-800 bg-neutral-900 p-5"
    >
      <h2 id="popup-preview-title" className="text-lg font-semibold">
        {texts.preview.title}
      </h2>
      {empty ? (
        <p className="text-sm text-neutral-400">{texts.preview.empty}</p>
      ) : (
        <div
          data-testid="popup-preview"
          className="rounded-md border border-neutral-700 bg-neutral-950 p-4"
        >
          <p className="font-semibold break-words">{title}</p>
          <p className="mt-2 text-sm break-words whitespace-pre-line text-neutral-300">{content}</p>
        </div>
      )}
    </section>
  );
}
