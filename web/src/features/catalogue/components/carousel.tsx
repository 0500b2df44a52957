import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Children, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { catalogueTexts as texts } from '@/features/catalogue/texts';

/**
 * Cards per view (docs/product.md, member side §9: 4 large, 6 normal on a wide screen; fewer
 * on narrow ones so that a card stays readable).
 */
const PER_VIEW = {
  large: '[--per-view:2] md:[--per-view:3] lg:[--per-view:4]',
  normal: '[--per-view:2] sm:[--per-view:3] md:[--per-view:4] lg:[--per-view:6]',
} as const;

type CarouselProps = {
  title: string;
  size?: keyof typeof PER_VIEW;
  /**
   * Below the fold on arrival: the browser lays the row out, and the carousel measures
   * it, only when it nears the screen (less work while the page loads).
   */
  deferred?: boolean;
  children: ReactNode;
};

/** How many views the row holds and which one is showing. */
type Pages = { count: number; current: number };

/**
 * A titled horizontal row showing a fixed number of cards per view. The arrows and
 * the dots (one per view) show only when there are more cards than fit.
 */
export function Carousel({ title, size = 'normal', deferred = false, children }: CarouselProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [pages, setPages] = useState<Pages>({ count: 1, current: 0 });

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (!row || row.clientWidth === 0) return;
    // Still skipped by content-visibility: measured once laid out (the observer fires).
    if (deferred && row.checkVisibility?.({ contentVisibilityAuto: true }) === false) return;
    const count = Math.max(1, Math.ceil((row.scrollWidth - 1) / row.clientWidth));
    const current = Math.min(count - 1, Math.round(row.scrollLeft / row.clientWidth));
    setPages((old) => (old.count === count && old.current === current ? old : { count, current }));
  }, [deferred]);

  useEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row) return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  const goTo = (page: number) => {
    const row = rowRef.current;
    row?.scrollTo({ left: page * row.clientWidth, behavior: 'smooth' });
  };

  const overflowing = pages.count > 1;
  const arrow =
    'rounded-full border border-neutral-600 p-1.5 text-neutral-200 hover:bg-neutral-800 hover:text-white disabled:opacity-40';

  return (
    <section
      aria-label={title}
      className={`flex flex-col gap-3 ${deferred ? '[contain-intrinsic-size:auto_26rem] [content-visibility:auto]' : ''}`}
    >
      <div className="flex min-h-8 items-center justify-between">
        <h2 className="text-xl font-bold">{title}</h2>
        {overflowing && (
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              aria-label={texts.carousel.previous}
              disabled={pages.current === 0}
              onClick={() => goTo(pages.current - 1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={arrow}
              aria-label={texts.carousel.next}
              disabled={pages.current === pages.count - 1}
              onClick={() => goTo(pages.current + 1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      <div
        ref={rowRef}
        onScroll={measure}
        className={`flex snap-x snap-mandatory gap-4 overflow-x-auto pb-2 ${PER_VIEW[size]}`}
      >
        {/* min-w-0: a slot is as wide as its share, never as its card's one-line title
            (which would widen that card, and its poster, and so make it taller). */}
        {Children.map(children, (child) => (
          <div className="min-w-0 shrink-0 basis-[calc((100%-(var(--per-view)-1)*1rem)/var(--per-view))] snap-start [&>article]:w-full">
            {child}
          </div>
        ))}
      </div>
      {overflowing && (
        <div className="flex justify-center">
          {Array.from({ length: pages.count }, (_, page) => (
            <button
              key={page}
              type="button"
              aria-label={texts.carousel.page(page + 1, pages.count)}
              aria-current={page === pages.current ? 'true' : undefined}
              onClick={() => goTo(page)}
              className="group grid size-6 place-items-center rounded-full"
            >
              <span
                className={`size-2.5 rounded-full ${
                  page === pages.current
                    ? 'bg-red-500'
                    : 'bg-neutral-500 group-hover:bg-neutral-300'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
