/**
 * What the Python API reference's components show, from `data/metaflow-api.json`
 * (`plugins/api-facts/facts.ts`), for `plugins/api-facts`:
 *
 * - `apiObjectView(name)`: the kind, signature, source link, base classes, parameter rows and
 *   return type of `<ApiObject name>`; throws (failing the build) when the facts have no object
 *   of that name.
 * - `apiIndexView()`: every page of the reference with its title and documented names, for
 *   `<ApiIndex>`.
 */
import {apiAnchor, apiFact, apiFacts, apiPage, defaultText, namesOfPage, parametersOf, shortType, sourceUrl, type ApiParameter} from './facts';
import type {ApiIndexPage, ApiObjectView, ApiParameterView} from '../../src/components/Api/props';
import {signatureText} from './signature';

const KIND_LABELS: Readonly<Record<string, string>> = {
  'step-decorator': 'step decorator',
  'flow-decorator': 'flow decorator',
};

/** Titles of the pages that document more than their objects' names say. */
const PAGE_TITLES: Readonly<Record<string, string>> = {
  flowspec: 'Flows: FlowSpec, step, Parameter',
  client: 'Client API',
  current: 'current',
  S3: 'S3',
  cards: 'Cards',
};

function parameterLabel(parameter: ApiParameter): string {
  if (parameter.kind === 'VAR_POSITIONAL') return `*${parameter.name}`;
  if (parameter.kind === 'VAR_KEYWORD') return `**${parameter.name}`;
  return parameter.name;
}

export function apiObjectView(name: string): ApiObjectView {
  const fact = apiFact(name);
  return {
    name,
    kind: KIND_LABELS[fact.kind] ?? fact.kind,
    anchor: apiAnchor(name),
    signature: signatureText(fact),
    sourceUrl: fact.source ? sourceUrl(fact.source) : null,
    bases: (fact.bases ?? []).map((base) => {
      const page = apiPage(base);
      return {name: base, href: page ? `/api/${page}#${apiAnchor(base)}` : null};
    }),
    parameters: parametersOf(fact).map(
      (parameter): ApiParameterView => ({
        name: parameter.name,
        label: parameterLabel(parameter),
        type: parameter.annotation ? shortType(parameter.annotation) : null,
        default: defaultText(parameter),
      }),
    ),
    returns: fact.signature?.returns ? shortType(fact.signature.returns) : null,
  };
}

export function apiIndexView(): ApiIndexPage[] {
  return Object.keys(apiFacts.pages).map((page) => ({
    title: PAGE_TITLES[page] ?? apiFacts.pages[page].join(', '),
    href: `/api/${page}`,
    entries: namesOfPage(apiFacts, page).map((name) => ({name, anchor: apiAnchor(name)})),
  }));
}
