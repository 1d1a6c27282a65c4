/**
 * What an `<ApiObject>` section passes to the `<Params>`, `<Returns>` and `<Raises>` inside it:
 * the object it documents, and the releases that added the object's entries.
 */
import {createContext, useContext} from 'react';

import type {AddedInVersions} from './added-in-keys';
import type {ApiObjectView} from './props';

export const ApiObjectContext = createContext<ApiObjectView | null>(null);

/** The facts of the enclosing `<ApiObject>`; throws when used outside one. */
export function useApiObject(component: string): ApiObjectView {
  const fact = useContext(ApiObjectContext);
  if (!fact) {
    throw new Error(`<${component}> must be inside an <ApiObject>.`);
  }
  return fact;
}

/** The versions of the enclosing `<ApiObject>` (its `addedIn` prop); empty outside one. */
export const AddedInContext = createContext<AddedInVersions>({});
