/**
 * The checks of the API drift test (tests/build/api-drift.test.ts), one function per check so
 * each failure names what to fix. Every function takes the facts (`data/metaflow-api.json` or a
 * fresh extract from the pinned package) and returns a list of problems (empty when all is
 * well); none throws except on an unreadable page.
 */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

import type {Heading, Root, RootContent} from 'mdast';
import type {MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';

import {apiAnchor, namesOfPage, parametersOf, type ApiFact, type ApiFacts} from '../../plugins/api-facts/facts';
import {parseMdx} from './mdx';

type Jsx = MdxJsxFlowElement | MdxJsxTextElement;

/** Facts extracted now from the package in .venv, by the script that wrote the committed file. */
export function extractFacts(root: string): ApiFacts {
  const python = join(root, '.venv', 'bin', 'python');
  return JSON.parse(execFileSync(python, [join(root, 'scripts', 'api_extract.py'), '-'], {encoding: 'utf8'})) as ApiFacts;
}

/** The MDX file of an API page (`client` → docs/python/api/client.mdx). */
function pageFile(root: string, page: string): string {
  return join(root, 'docs', 'python', 'api', `${page}.mdx`);
}

function attribute(node: Jsx, name: string): string | undefined {
  const found = node.attributes.find((attr) => attr.type === 'mdxJsxAttribute' && attr.name === name);
  return typeof found?.value === 'string' ? found.value : undefined;
}

function jsxNamed(tree: Root | RootContent, name: string): Jsx[] {
  const found: Jsx[] = [];
  visit(tree, (node) => {
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === name) {
      found.push(node);
    }
  });
  return found;
}

/** The explicit id of a heading written `## Title {/* #anchor *\/}`, or undefined. */
function headingId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (last?.type !== 'mdxTextExpression') return undefined;
  return /^\/\*\s*#(\S+)\s*\*\/$/.exec(last.value.trim())?.[1];
}

/**
 * Checks one API page against the facts: no draft status; a section (`<ApiObject>` right
 * after a heading with its anchor) for the page's objects and every member of them, and for
 * nothing else; in each, a `<Param>` with a description for every parameter the package has
 * and none it lacks, a `type` exactly where the package has no annotation; `<Raises>` names an
 * exception that exists.
 */
export function checkPage(source: string, page: string, facts: ApiFacts): string[] {
  const problems: string[] = [];
  if (/^status:\s*draft\s*$/m.test(source.split(/^---$/m)[1] ?? '')) problems.push('the page is still a draft');
  const tree = parseMdx(source);
  const expected = namesOfPage(facts, page);
  const seen = new Set<string>();
  tree.children.forEach((node, index) => {
    if (node.type !== 'mdxJsxFlowElement' || node.name !== 'ApiObject') return;
    const name = attribute(node, 'name') ?? '';
    const fact = facts.objects[name];
    if (!fact || !expected.includes(name)) {
      problems.push(`<ApiObject name="${name}"> is not an object of this page (${expected.length} are)`);
      return;
    }
    if (seen.has(name)) problems.push(`${name} has two sections`);
    seen.add(name);
    const heading = tree.children.slice(0, index).reverse().find((previous) => previous.type !== 'mdxjsEsm');
    if (heading?.type !== 'heading' || headingId(heading) !== apiAnchor(name)) {
      problems.push(`${name}: the heading right before its <ApiObject> must end with {/* #${apiAnchor(name)} */}`);
    }
    problems.push(...checkParams(node, fact));
  });
  for (const name of expected) {
    if (!seen.has(name)) problems.push(`${name} has no section (<ApiObject name="${name}">)`);
  }
  for (const raises of jsxNamed(tree, 'Raises')) {
    const type = attribute(raises, 'type') ?? '';
    if (!facts.exceptions.includes(type)) problems.push(`<Raises type="${type}">: no such exception in metaflow or Python`);
  }
  return problems;
}

function checkParams(node: Jsx, fact: ApiFact): string[] {
  const problems: string[] = [];
  const parameters = parametersOf(fact);
  const tables = jsxNamed(node, 'Params');
  if (parameters.length === 0) {
    if (tables.length > 0) problems.push(`${fact.name} takes no parameters but has <Params>`);
    return problems;
  }
  if (tables.length !== 1) {
    return [`${fact.name} needs one <Params> for ${parameters.map((p) => p.name).join(', ')}`];
  }
  const described = new Map<string, Jsx>();
  for (const param of jsxNamed(tables[0], 'Param')) {
    const name = attribute(param, 'name') ?? '';
    if (described.has(name)) problems.push(`${fact.name}: <Param name="${name}"> appears twice`);
    described.set(name, param);
  }
  for (const parameter of parameters) {
    const param = described.get(parameter.name);
    if (!param) {
      problems.push(`${fact.name}: parameter ${parameter.name} has no <Param>`);
      continue;
    }
    if (toString(param).trim() === '') problems.push(`${fact.name}: <Param name="${parameter.name}"> has no description`);
    const variadic = parameter.kind === 'VAR_POSITIONAL' || parameter.kind === 'VAR_KEYWORD';
    const type = attribute(param, 'type');
    if (parameter.annotation && type !== undefined) {
      problems.push(`${fact.name}.${parameter.name}: the package annotates it (${parameter.annotation}); drop type="${type}"`);
    } else if (!parameter.annotation && !variadic && !type) {
      problems.push(`${fact.name}.${parameter.name}: the package has no annotation; give <Param type="...">`);
    }
  }
  for (const name of described.keys()) {
    if (!parameters.some((parameter) => parameter.name === name)) {
      problems.push(`${fact.name}: <Param name="${name}"> is not a parameter of the package`);
    }
  }
  return problems;
}

/** Reads a page's MDX and checks it (see `checkPage`). */
export function checkPageFile(root: string, page: string, facts: ApiFacts): string[] {
  return checkPage(readFileSync(pageFile(root, page), 'utf8'), page, facts);
}
