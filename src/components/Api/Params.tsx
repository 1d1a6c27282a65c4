/**
 * The parameter table of the enclosing `<ApiObject>`: one row per parameter of the package's
 * signature (or decorator attribute), in the package's order, with its type and default from
 * the facts and the description from the matching `<Param>` child.
 *
 * `<Params>` props: `children` (`<Param>` elements).
 * `<Param>` props:
 * - `name` (string): the parameter's name as in Python (`dsts`, `kwargs`, `cpu`).
 * - `type` (string, optional): the type to show when the package has no annotation (decorator
 *   attributes, unannotated functions); an annotation in the package always wins.
 * - `children` (ReactNode): what the parameter means, with units and valid values.
 *
 * A parameter newer than 2.0.0 says "Added in 2.x.y" under its name (the versions of the
 * enclosing `<ApiObject>`).
 * Each row has the id `<object anchor>-<name>` (`batch-cpu`), so it can be linked to.
 * Throws (failing the build) when a `<Param>` names a parameter the package does not have.
 */
import {Children, isValidElement, useContext, type ReactElement, type ReactNode} from 'react';

import AddedIn from './AddedIn';
import {apiParamKey} from './added-in-keys';
import {AddedInContext, useApiObject} from './context';
import type {ApiParameterView} from './props';
import ReferenceTable from './ReferenceTable';


export interface ParamProps {
  name: string;
  type?: string;
  children?: ReactNode;
}

/** Only a carrier of its props for `<Params>`; renders nothing by itself. */
export function Param(props: ParamProps): ReactNode {
  void props;
  return null;
}

function defaultCell({default: text}: ApiParameterView): ReactNode {
  if (text === 'required') return <em>{text}</em>;
  return text === '—' ? text : <code>{text}</code>;
}

export function Params({children}: {children?: ReactNode}): ReactNode {
  const fact = useApiObject('Params');
  const versions = useContext(AddedInContext);
  const {parameters} = fact;
  const described = new Map<string, ParamProps>();
  Children.forEach(children, (child) => {
    if (isValidElement(child) && child.type === Param) {
      const param: ParamProps = (child as ReactElement<ParamProps>).props;
      if (!parameters.some((parameter) => parameter.name === param.name)) {
        throw new Error(`<Param name="${param.name}"> in ${fact.name}: the package has no such parameter.`);
      }
      described.set(param.name, param);
    }
  });
  const {anchor} = fact;
  return (
    <ReferenceTable label={`Parameters of ${fact.name}`} first="Parameter" last="Description">
      {parameters.map((parameter) => {
        const description = described.get(parameter.name);
        const type = parameter.type ?? description?.type;
        return (
          <tr key={parameter.name} id={`${anchor}-${parameter.name}`} data-param={parameter.name}>
            <th scope="row">
              <code>{parameter.label}</code> <AddedIn version={versions[apiParamKey(fact.name, parameter.name)]} />
            </th>
            <td>{type ? <code>{type}</code> : '—'}</td>
            <td data-default>{defaultCell(parameter)}</td>
            <td>{description?.children}</td>
          </tr>
        );
      })}
    </ReferenceTable>
  );
}
