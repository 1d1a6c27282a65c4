import assert from 'node:assert/strict';
import {test} from 'node:test';

import {cardComponentTypes} from '../examples/harness/card-components';

/** A card page the way Metaflow embeds its data: base64 JSON under __MF_DATA__. */
function cardHtml(data: unknown): string {
  const encoded = Buffer.from(JSON.stringify(data)).toString('base64');
  return `<script>window.__MF_DATA__ = {}\nwindow.__MF_DATA__["0f3c"] = "${encoded}"</script>`;
}

test('component types are collected from every nesting level of the card data', () => {
  const html = cardHtml({
    metadata: {pathspec: 'F/1/start/1'},
    components: [
      {type: 'page', contents: [{type: 'section', contents: [{type: 'markdown', source: '# Hi'}, {type: 'table', data: [[1]]}]}]},
    ],
  });
  assert.deepEqual([...cardComponentTypes(html)].sort(), ['markdown', 'page', 'section', 'table']);
});

test('HTML without card data is an error, not an empty set', () => {
  assert.throws(() => cardComponentTypes('<html><body>not a card</body></html>'), /no card data/);
});
