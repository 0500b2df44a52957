export function SeriesWatch({ id }: { id: string }) {
  return <p>{id}</p>;
}
