/**
 * HTML or XML markup anywhere in a text file. The sniffer (content-sniff) only looks at how a file opens, as a
 * browser's does; a text file is also shown in the browser (spec §9: txt), opened by other tools, and pasted on,
 * so a tag further in ("Dear member, <input autofocus onfocus=…>"), namespaced XHTML ("<x:html xmlns:x=…>") or an
 * XSL stylesheet must not pass as text. What counts as a tag is what an HTML or XML parser would open: "<" then a
 * name (a letter, then letters, digits or "-", with one optional "prefix:") followed by a space, "/" or ">", and
 * the declarations "<!…" and "<?…". Mail addresses and links in angle brackets ("<thabo@example.co.za>",
 * "<https://…>") and comparisons ("< 5", "a<5") are not tags and stay allowed.
 */
const tag = /<\/?[a-z][a-z0-9-]*(?::[a-z][a-z0-9-]*)?[\s/>]|<![a-z[-]|<\?[a-z]/i;

export function hasMarkup(text: string): boolean {
  return tag.test(text);
}
