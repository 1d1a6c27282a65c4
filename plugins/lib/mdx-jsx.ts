/**
 * Reading and writing the attributes of MDX JSX elements (`<ApiObject name="…">`) in the
 * remark plugins that resolve data when a page's MDX is compiled (`plugins/added-in`,
 * `plugins/api-facts`).
 *
 * - `stringAttribute(element, name, plugin)` returns the value of `name="…"`; throws, naming
 *   `plugin`, when the attribute is missing or not a plain string.
 * - `setAttribute(element, attribute)` replaces the element's attribute of that name, or adds it.
 * - `valueAttribute(name, value)` is `name={…}` with `value` (anything JSON can hold) as a
 *   JavaScript literal: MDX compiles the attribute's estree, so the component receives the
 *   object itself, with nothing to parse in the browser.
 */
import type {ArrayExpression, Expression, ObjectExpression, Program} from 'estree';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';

type Element = MdxJsxFlowElement | MdxJsxTextElement;

export function stringAttribute(element: Element, name: string, plugin: string): string {
  const found = element.attributes.find((attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name);
  if (typeof found?.value !== 'string') throw new Error(`${plugin}: <${element.name}> needs a string ${name}="..."`);
  return found.value;
}

export function setAttribute(element: Element, attribute: MdxJsxAttribute): void {
  element.attributes = element.attributes.filter((attr) => !(attr.type === 'mdxJsxAttribute' && attr.name === attribute.name));
  element.attributes.push(attribute);
}

/** The estree of a JSON value; throws on what JSON cannot hold (a function, `undefined`, NaN). */
export function jsonExpression(value: unknown): Expression {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return {type: 'Literal', value};
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`Not a JSON value: ${value}`);
    const literal: Expression = {type: 'Literal', value: Math.abs(value)};
    return value < 0 || Object.is(value, -0) ? {type: 'UnaryExpression', operator: '-', prefix: true, argument: literal} : literal;
  }
  if (Array.isArray(value)) return {type: 'ArrayExpression', elements: value.map(jsonExpression)} satisfies ArrayExpression;
  if (typeof value === 'object') {
    return {
      type: 'ObjectExpression',
      properties: Object.entries(value)
        .filter(([, item]) => item !== undefined)
        .map(([key, item]) => ({
          type: 'Property',
          key: {type: 'Literal', value: key},
          value: jsonExpression(item),
          kind: 'init',
          method: false,
          shorthand: false,
          computed: false,
        })),
    } satisfies ObjectExpression;
  }
  throw new Error(`Not a JSON value: ${String(value)}`);
}

export function valueAttribute(name: string, value: unknown): MdxJsxAttribute {
  const program: Program = {type: 'Program', sourceType: 'module', body: [{type: 'ExpressionStatement', expression: jsonExpression(value)}]};
  return {type: 'mdxJsxAttribute', name, value: {type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: {estree: program}}};
}
