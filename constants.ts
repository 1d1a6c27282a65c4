/**
 * Facts about the site that several files need: where the project lives and which Metaflow
 * release (and which other Python packages) the docs describe. Each is defined once here.
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';

/**
 * The version that `requirements.txt` (the file the examples' virtual environment is built
 * from) pins the Python package `name` to, as in `name==<version>`. Throws if there is no
 * such pin.
 */
export function pinnedVersion(name: string, root: string = __dirname): string {
  const requirements = readFileSync(join(root, 'requirements.txt'), 'utf8');
  const pin = requirements.split('\n').find((line) => line.trim().startsWith(`${name}==`));
  if (!pin) {
    throw new Error(`requirements.txt must pin ${name} as "${name}==<version>".`);
  }
  return pin.trim().slice(name.length + 2);
}

/** The `metaflow` release the docs describe: its pin in `requirements.txt`. */
export function pinnedMetaflowVersion(root: string = __dirname): string {
  return pinnedVersion('metaflow', root);
}

/**
 * The release of the R package (`metaflow` for R) the R docs describe: the newest release in
 * `data/metaflow-r-releases.json`, the version history of `R/DESCRIPTION`. Throws when the file
 * lists no release.
 */
export function describedRVersion(root: string = __dirname): string {
  const {releases} = JSON.parse(readFileSync(join(root, 'data', 'metaflow-r-releases.json'), 'utf8')) as {releases: {version: string}[]};
  const newest = releases[0]?.version;
  if (!newest) {
    throw new Error('data/metaflow-r-releases.json lists no release of the R package.');
  }
  return newest;
}

export const SITE_TITLE = 'Metaflow Docs';
/** The brand blue: the logo mark's fill and `--ifm-color-primary` of the light mode (`src/css/custom.css`). */
export const THEME_COLOR = '#1a5fb4';
export const ADMIN_DOCS_URL = 'https://outerbounds.com/docs/admin';
export const METAFLOW_REPO_URL = 'https://github.com/Netflix/metaflow';
export const DOCS_REPO_URL = 'https://github.com/Netflix/metaflow-docs';
export const SLACK_URL = 'http://slack.outerbounds.co';
