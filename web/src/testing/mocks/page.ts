/** One list page as the server answers it: everything in `items`, no next page. */
export const onePage = <T>(items: T[]) => ({ items, total: items.length, next_cursor: null });
