/**
 * Facts about the site that several files need: where the project lives and which Metaflow
 * release the docs describe. Each is defined once here.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The `metaflow` release the docs describe, read from the pin in `requirements.txt` (the same
 * file the examples' virtual environment is built from). Throws if the pin is missing.
 */
export function pinnedMetaflowVersion(root: string = __dirname): string {
  const requirements = readFileSync(join(root, 'requirements.txt'), 'utf8');
  const match = /^metaflow==([\w.]+)\s*$/m.exec(requirements);
  if (!match) {
    throw new Error('requirements.txt must pin metaflow as "metaflow==<version>".');
  }
  return match[1];
}

export const SITE_TITLE = 'Metaflow Docs';
export const ADMIN_DOCS_URL = 'https://outerbounds.com/docs/admin';
export const METAFLOW_REPO_URL = 'https://github.com/Netflix/metaflow';
export const DOCS_REPO_URL = 'https://github.com/Netflix/metaflow-docs';
export const SLACK_URL = 'http://slack.outerbounds.co';
