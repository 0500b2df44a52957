import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

import { catalogueTexts as texts } from '@/features/catalogue/texts';

type CarouselProps = { title: string; children: ReactNode };

/** A titled horizontal row; the arrows show only when the row overflows. */
export function Carousel({ title, children }: CarouselProps) {
  const rowRef = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);

  const measure = useCallback(() => {
    const row = rowRef.current;
    if (row) setOverflowing(row.scrollWidth > row.clientWidth + 1);
  }, []);

  useEffect(() => {
    measure();
    const row = rowRef.current;
    if (!row) return;
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [measure]);

  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * row.clientWidth * 0.8, behavior: 'smooth' });
  };

  const arrow =
    'rounded-full border border-neutral-700 p-1.5 text-neutral-300 hover:bg-neutral-800 hover:text-white';

  return (
    <section aria-label={title} className="flex flex-col gap-3">
      <div className="flex items-center justify-between">
        <h2 className="text-xl font-bold">{title}</h2>
        {overflowing && (
          <div className="flex gap-2">
            <button
              type="button"
              className={arrow}
              aria-label={texts.carousel.previous}
              onClick={() => scroll(-1)}
            >
              <ChevronLeft aria-hidden="true" className="size-4" />
            </button>
            <button
              type="button"
              className={arrow}
              aria-label={texts.carousel.next}
              onClick={() => scroll(1)}
            >
              <ChevronRight aria-hidden="true" className="size-4" />
            </button>
          </div>
        )}
      </div>
      <div ref={rowRef} className="flex snap-x gap-4 overflow-x-auto pb-2">
        {children}
      </div>
    </section>
  );
}
