// The bounded prefix of a header a client chooses: what gets classified, negotiated or remembered, never more.

/**
 * The first `max` characters of `text`, as a string of its own. `slice` alone would keep the whole header
 * alive wherever the prefix is remembered (V8 makes a long slice a view into its parent: 6,000 kept 512-char
 * prefixes of 14 KB headers held 84 MB), so a prefix that was cut is copied by a concatenation, which V8
 * flattens into a new string the first time it is read. A text within the bound is returned as it is.
 */
export function boundedPrefix(text: string, max: number): string {
  return text.length <= max ? text : ` ${text.slice(0, max)}`.slice(1);
}
