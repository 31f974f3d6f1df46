// Deferred output: a renderer that runs on first use, once, for output that is often never asked for.

/** A renderer that runs once, on first call; several lazy users share what it made (a page's Markdown, both OpenAPI paths). */
export function renderOnce<T>(render: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: render() };
    return made.value;
  };
}
