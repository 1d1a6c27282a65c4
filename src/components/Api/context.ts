/** The object an `<ApiObject>` section documents, for the `<Params>` and `<Returns>` inside it. */
import {createContext, useContext} from 'react';

import type {ApiFact} from './facts';

export const ApiObjectContext = createContext<ApiFact | null>(null);

/** The fact of the enclosing `<ApiObject>`; throws when used outside one. */
export function useApiObject(component: string): ApiFact {
  const fact = useContext(ApiObjectContext);
  if (!fact) {
    throw new Error(`<${component}> must be inside an <ApiObject>.`);
  }
  return fact;
}
