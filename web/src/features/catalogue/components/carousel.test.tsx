import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Carousel } from '@/features/catalogue/components/carousel';

/** jsdom lays nothing out: give every element the row's measures. */
function layOut(clientWidth: number, scrollWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
}

const cards = (count: number) =>
  Array.from({ length: count }, (_, i) => <article key={i} aria-label={`Carte ${i + 1}`} />);

describe('carousel', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows neither arrows nor dots when every card fits', () => {
    layOut(1200, 1200);
    render(<Carousel title="À la une">{cards(4)}</Carousel>);

    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows arrows and one dot per view when there are more cards than fit', () => {
    layOut(1200, 2400);
    const scrollTo = vi.fn();
    HTMLElement.prototype.scrollTo = scrollTo;
    render(<Carousel title="Top films">{cards(8)}</Carousel>);

    const section = screen.getByRole('region', { name: 'Top films' });
    expect(within(section).getByRole('button', { name: 'Précédent' })).toBeDisabled();
    const dots = within(section).getAllByRole('button', { name: /^Page \d sur 2$/ });
    expect(dots).toHaveLength(2);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    within(section).getByRole('button', { name: 'Suivant' }).click();
    expect(scrollTo).toHaveBeenCalledWith({ left: 1200, behavior: 'smooth' });
  });

  it('fits 4 large cards or 6 normal ones per view on a wide screen', () => {
    layOut(1200, 1200);
    const { container, rerender } = render(
      <Carousel title="À la une" size="large">
        {cards(4)}
      </Carousel>,
    );
    const row = () => container.querySelector('[class*="--per-view"]')?.className ?? '';
    expect(row()).toContain('lg:[--per-view:4]');
    rerender(<Carousel title="Nouveautés">{cards(6)}</Carousel>);
    expect(row()).toContain('lg:[--per-view:6]');
  });
});
