/**
 * Reads the components a Metaflow card holds from the card's HTML file, as written by
 * `python <flow>.py card get <step> <file>`.
 *
 * A card's HTML embeds its data as base64-encoded JSON assigned to `__MF_DATA__["<id>"]`;
 * components are objects with a `type` (`markdown`, `table`, `image`, `artifacts`,
 * `vegaChart`, `progressBar`, ...) nested under `components` and `contents`. Takes the HTML
 * text and returns the set of component types found. Throws when the HTML carries no card data.
 */

/** Every `type` value in a decoded card data tree. */
function collectTypes(node: unknown, types: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) collectTypes(item, types);
  } else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === 'type' && typeof value === 'string') types.add(value);
      else collectTypes(value, types);
    }
  }
}

export function cardComponentTypes(html: string): Set<string> {
  const types = new Set<string>();
  const blobs = [...html.matchAll(/__MF_DATA__\["[^"]+"\]\s*=\s*"([A-Za-z0-9+/=]+)"/g)];
  if (blobs.length === 0) {
    throw new Error('no card data (__MF_DATA__) in this HTML: is it a Metaflow card?');
  }
  for (const [, base64] of blobs) {
    collectTypes(JSON.parse(Buffer.from(base64, 'base64').toString('utf8')), types);
  }
  return types;
}
