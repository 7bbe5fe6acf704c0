/**
 * Every row of a keyset-paged read, page by page: `readPage` answers the rows after a cursor (null:
 * from the start) in the cursor's order; a job walks a large set without holding it, and no page
 * rescans the ones before.
 */
export async function* everyRow<Row, Cursor>(
  readPage: (after: Cursor | null, limit: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  pageSize: number,
): AsyncGenerator<Row> {
  let after: Cursor | null = null;
  for (;;) {
    const page = await readPage(after, pageSize);
    yield* page;
    const last = page.at(-1);
    if (page.length < pageSize || !last) return;
    after = cursorOf(last);
  }
}
