/**
 * The remark plugin that gives the reference components the releases that added their entries,
 * for the "Added in 2.x.y" labels, when a page's MDX is compiled.
 *
 * The data (`data/metaflow-added-in.json`, read through `plugins/added-in/data.ts`) is
 * about 14 kB of gzip; imported by the components, it would be in every reference page's
 * scripts. Instead, this plugin adds to each element of `COMPONENT_KEYS` in the page an `addedIn`
 * attribute: the JSON of the versions of the keys that element shows and that are newer than
 * 2.0.0 (`AddedInVersions`, `added-in-keys.ts`), so a page carries only its own few hundred
 * bytes. The components read the prop with `parseAddedIn`.
 *
 * A label says what is newer than what holds it, as docs.python.org does: a parameter added
 * with its object (every argument of `@kubernetes`, added in 2.4.1 with it) or a member added
 * with its class (`Runner.run` with `Runner`) gets none; `FlowSpec.merge_artifacts(include)`,
 * added later than the method, gets "Added in 2.2.1".
 *
 * A component that shows labels (the command-line reference's, say) gets an entry in
 * `COMPONENT_KEYS`: its name as written in MDX, and the versions an element with given
 * attributes shows (`addedIn`, `addedInVersions` of `added-in.ts`); it reads them from its
 * `addedIn` prop and renders `<AddedIn version={...} />`. Options: none. Throws (failing the
 * build) when an element lacks the attribute its entry needs, or names an unknown area.
 */
import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';

import configNotes from '../../data/metaflow-config-notes.json';
import {addedIn, addedInVersions} from './data';
import type {AddedInVersions} from '../../src/components/Api/added-in-keys';
import {cliFacts} from '../api-facts/cli-facts';
import {setAttribute, stringAttribute} from '../lib/mdx-jsx';

const PLUGIN = 'plugins/added-in';

/** The versions that are not the same as `than`'s: what is newer than its container. */
function newerThan(versions: AddedInVersions, than: string | undefined): AddedInVersions {
  return Object.fromEntries(Object.entries(versions).filter(([, version]) => version !== than));
}

/** Per component: the versions of the entries an element shows that get a label. */
const COMPONENT_KEYS: Record<string, (element: MdxJsxFlowElement) => AddedInVersions> = {
  // The object (`FlowSpec.next`, `@batch`) unless its owner (`FlowSpec`) came with it, and its
  // parameters (`FlowSpec.next(dsts)`) that came after it.
  ApiObject: (element) => {
    const name = stringAttribute(element, 'name', PLUGIN);
    const own = addedIn(name);
    const owner = name.includes('.') ? addedIn(name.slice(0, name.lastIndexOf('.'))) : undefined;
    const parameters = newerThan(addedInVersions((key) => key.startsWith(`${name}(`) && key.endsWith(')')), own);
    return own && own !== owner ? {[name]: own, ...parameters} : parameters;
  },
  // The variables of one area of the configuration reference.
  ConfigVariables: (element) => {
    const id = stringAttribute(element, 'area', PLUGIN);
    const area = configNotes.areas.find((candidate) => candidate.id === id);
    if (!area) throw new Error(`plugins/added-in: <ConfigVariables area="${id}">: data/metaflow-config-notes.json has no such area`);
    const names = new Set(Object.keys(area.variables));
    return addedInVersions((key) => names.has(key));
  },
  // The commands and options of the command-line reference: a command newer than the group it
  // is in (`python flow.py spin`), an option newer than its command (`run --max-workers`).
  CliReference: () => {
    const commands = cliFacts.commands;
    const shown = (key: string, command: string, option: string) => key === command || (command in commands && option in commands[command].options);
    const versions = addedInVersions((key) => {
      if (key in commands) return true;
      const space = key.lastIndexOf(' ');
      return shown(key, key.slice(0, space), key.slice(space + 1));
    });
    return Object.fromEntries(Object.entries(versions).filter(([key, version]) => version !== addedIn(key.slice(0, key.lastIndexOf(' ')))));
  },
};

function visit(node: {children?: unknown[]}, found: MdxJsxFlowElement[]): void {
  for (const child of (node.children ?? []) as {type: string; children?: unknown[]}[]) {
    if (child.type === 'mdxJsxFlowElement' && Object.hasOwn(COMPONENT_KEYS, (child as MdxJsxFlowElement).name ?? '')) found.push(child as MdxJsxFlowElement);
    visit(child, found);
  }
}

export default function remarkAddedIn() {
  return (tree: Root): void => {
    const elements: MdxJsxFlowElement[] = [];
    visit(tree, elements);
    for (const element of elements) {
      const versions = COMPONENT_KEYS[element.name!](element);
      setAttribute(element, {type: 'mdxJsxAttribute', name: 'addedIn', value: JSON.stringify(versions)});
    }
  };
}
