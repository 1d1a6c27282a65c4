/**
 * The call form of a documented object as Python text, from its facts: `FlowSpec.next(*dsts,
 * **kwargs) -> None`, `@batch(cpu=None, ...)`, `Run.data` (a property), `MetaflowCard.type = None`
 * (a class attribute with a literal value). Long signatures break
 * one parameter per line. Returns the text; throws nothing.
 */
import type {ApiFact, ApiParameter} from './facts';
import {shortType} from './facts';

const ONE_LINE_LIMIT = 88; // characters, as Python formatters wrap

function parameterText(parameter: ApiParameter): string {
  const star = parameter.kind === 'VAR_POSITIONAL' ? '*' : parameter.kind === 'VAR_KEYWORD' ? '**' : '';
  return `${star}${parameter.name}${parameter.default === null ? '' : `=${parameter.default}`}`;
}

/** Parameter texts, with the bare `*` Python writes before the first keyword-only parameter. */
function parameterTexts(parameters: readonly ApiParameter[]): string[] {
  const texts = parameters.map(parameterText);
  const firstKeywordOnly = parameters.findIndex((parameter) => parameter.kind === 'KEYWORD_ONLY');
  if (firstKeywordOnly >= 0 && !parameters.some((parameter) => parameter.kind === 'VAR_POSITIONAL')) {
    texts.splice(firstKeywordOnly, 0, '*');
  }
  return texts;
}

function call(head: string, params: string[], tail: string): string {
  const oneLine = `${head}(${params.join(', ')})${tail}`;
  if (oneLine.length <= ONE_LINE_LIMIT || params.length < 2) return oneLine;
  return `${head}(\n${params.map((param) => `    ${param},`).join('\n')}\n)${tail}`;
}

export function signatureText(fact: ApiFact): string {
  switch (fact.kind) {
    case 'step-decorator':
    case 'flow-decorator':
      return call(fact.name, Object.entries(fact.defaults ?? {}).map(([name, value]) => `${name}=${value}`), '');
    case 'property':
    case 'attribute':
    case 'object':
      if (fact.value) return `${fact.name} = ${fact.value}`;
      return fact.type ? `${fact.name}: ${shortType(fact.type)}` : fact.name;
    case 'class':
      return fact.signature ? call(fact.name, parameterTexts(fact.signature.parameters), '') : `class ${fact.name}`;
    default: {
      const returns = fact.signature?.returns ? ` -> ${shortType(fact.signature.returns)}` : '';
      return call(fact.name, parameterTexts(fact.signature?.parameters ?? []), returns);
    }
  }
}
