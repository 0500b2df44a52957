import {
  useTitleSection,
  type SectionRequest,
  type TitleKind,
} from '@/features/catalogue/api/get-title-list';
import { Carousel } from '@/features/catalogue/components/carousel';
import { TitleCard } from '@/features/catalogue/components/title-card';
import { catalogueTexts as texts } from '@/features/catalogue/texts';

const t = texts.lists.sections;

/** The best-rated section picks its titles among this many (docs/product.md, member side §9: 12 of the top 30). */
const BEST_RATED_POOL = 30;

/** The sections above "all films" in the default view (docs/product.md, member side §2 "Films"). */
const SECTIONS: { key: string; title: string; request: SectionRequest }[] = [
  { key: 'featured', title: t.featured, request: { filters: { featured: true }, sort: 'recent' } },
  {
    key: 'best-rated',
    title: t.bestRated,
    request: { filters: {}, sort: 'rating', pool: BEST_RATED_POOL },
  },
  { key: 'latest', title: t.latest, request: { filters: {}, sort: 'recent' } },
];

/**
 * /films and /series before any filter or sort: featured, best rated and latest
 * titles as carousels. A section with nothing in it, or whose request failed, is left
 * out: the full list below still answers.
 */
export function DefaultSections({ kind }: { kind: TitleKind }) {
  return (
    <>
      {SECTIONS.map(({ key, title, request }) => (
        <Section key={key} kind={kind} title={title} request={request} />
      ))}
    </>
  );
}

function Section({
  kind,
  title,
  request,
}: {
  kind: TitleKind;
  title: string;
  request: SectionRequest;
}) {
  const query = useTitleSection(kind, request);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Carousel title={title}>
      {items.map((item) =>
        'quality' in item ? (
          <TitleCard key={item.id} kind="movie" title={item} />
        ) : (
          <TitleCard key={item.id} kind="series" title={item} />
        ),
      )}
    </Carousel>
  );
}
