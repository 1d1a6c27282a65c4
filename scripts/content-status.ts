/**
 * Lists the doc pages still marked `status: draft` in their front matter, one path per line
 * with its title, then a count of drafts out of all pages. Reads `docs/`; always exits 0
 * (it reports, it does not judge). Front matter is parsed with gray-matter, the parser
 * Docusaurus itself uses.
 */
import {readFileSync} from 'node:fs';
import {join, relative} from 'node:path';
import matter from 'gray-matter';

import {docFiles} from './lib/doc-files';

const root = join(__dirname, '..');
const pages = docFiles(root).map((file) => ({file: relative(root, file), data: matter(readFileSync(file, 'utf8')).data}));
const drafts = pages.filter(({data}) => data.status === 'draft');

for (const {file, data} of drafts) {
  console.log(`${file}\t${String(data.title ?? '')}`);
}
console.log(`\n${drafts.length} of ${pages.length} pages are drafts.`);
