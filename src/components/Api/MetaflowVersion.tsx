/**
 * The release of `metaflow` the docs describe, as text (`2.19.39`), for a sentence of a page.
 *
 * Props: `version` (string, added by plugins/api-facts when the page is compiled from the pin
 * in `requirements.txt`; never written by hand). The drift tests hold the facts files to the
 * same pin. Throws nothing.
 */
import type {ReactNode} from 'react';

export default function MetaflowVersion({version}: {version: string}): ReactNode {
  return version;
}
