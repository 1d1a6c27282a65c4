/**
 * The remark plugin that gives the reference components the facts they show when a page's MDX
 * is compiled, so that no client script imports the facts files: a page's chunk carries what
 * that page renders and nothing else (the whole of `data/metaflow-api.json`, imported by the
 * components, was about 16 kB of gzip in every API page's chunk).
 *
 * For each element of `COMPONENTS` in the page it sets one attribute to a JavaScript literal
 * (`valueAttribute`, `plugins/lib/mdx-jsx.ts`), which the component receives as an object:
 *
 * - `<ApiObject name>`: `facts`, its `ApiObjectView` (`api.ts`);
 * - `<ApiIndex>`: `pages`, every page of the reference (`api.ts`);
 * - `<ConfigVariables area>`: `facts`, the rows of that area (`config.ts`);
 * - `<ConfigFilter>`: `total`, how many variables the page lists (`config.ts`);
 * - `<CliReference>`: `groups`, the whole command-line reference (`cli.ts`); the page's own
 *   `export const toc = [...]` (its headings before the component) gets the groups and
 *   commands appended, since the headings the component renders are not Markdown headings;
 * - `<MetaflowVersion>`: `version`, the release `requirements.txt` pins.
 *
 * The prop types are in `src/components/Api/props.ts`. An attribute of that name written by
 * hand is replaced. Options: `siteDir` (string), the site's root, from which the notes of the
 * command-line reference are read once (`loadCliNotes`). Throws (failing the build) when an
 * element lacks the attribute its entry needs, when its facts are missing (see each module),
 * or when a page with `<CliReference>` exports no `toc` array.
 */
import type {ArrayExpression} from 'estree';
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';

import {pinnedMetaflowVersion} from '../../constants';
import {loadCliNotes, type CliNotes} from '../lib/cli-notes';
import {jsonExpression, setAttribute, stringAttribute, valueAttribute} from '../lib/mdx-jsx';
import {apiIndexView, apiObjectView} from './api';
import {cliReferenceView, cliTocEntries} from './cli';
import {configAreaView, configVariableCount} from './config';

export interface ApiFactsOptions {
  readonly siteDir: string;
}

const PLUGIN = 'plugins/api-facts';

type Element = MdxJsxFlowElement | MdxJsxTextElement;

/** What a page needs besides an element: the notes of the command-line reference and the page's tree. */
interface Context {
  readonly cliNotes: CliNotes;
  readonly tree: Root;
}

/** The `toc` array a page exports (`export const toc = [...]`), or undefined. */
function exportedToc(tree: Root): ArrayExpression | undefined {
  let found: ArrayExpression | undefined;
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ExportNamedDeclaration' || statement.declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of statement.declaration.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.id.name === 'toc' && declarator.init?.type === 'ArrayExpression') found = declarator.init;
      }
    }
  });
  return found;
}

/** Per component, as written in MDX: the attribute it gets, computed from the element. */
const COMPONENTS: Readonly<Record<string, (element: Element, context: Context) => MdxJsxAttribute>> = {
  ApiObject: (element) => valueAttribute('facts', apiObjectView(stringAttribute(element, 'name', PLUGIN))),
  ApiIndex: () => valueAttribute('pages', apiIndexView()),
  ConfigVariables: (element) => valueAttribute('facts', configAreaView(stringAttribute(element, 'area', PLUGIN))),
  ConfigFilter: () => valueAttribute('total', configVariableCount()),
  CliReference: (_element, {cliNotes, tree}) => {
    const groups = cliReferenceView(cliNotes);
    const toc = exportedToc(tree);
    if (!toc) throw new Error(`${PLUGIN}: a page with <CliReference> needs its own \`export const toc = [...]\`, to which the commands are added.`);
    toc.elements.push(...cliTocEntries(groups).map(jsonExpression));
    return valueAttribute('groups', groups);
  },
  MetaflowVersion: () => valueAttribute('version', pinnedMetaflowVersion()),
};

export default function remarkApiFacts(options: ApiFactsOptions) {
  const cliNotes = loadCliNotes(options.siteDir);
  return (tree: Root): void => {
    const elements: Element[] = [];
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const element = node as Element;
      if (element.name && Object.hasOwn(COMPONENTS, element.name)) elements.push(element);
    });
    for (const element of elements) setAttribute(element, COMPONENTS[element.name!](element, {cliNotes, tree}));
  };
}
