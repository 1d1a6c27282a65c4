/**
 * The site reaches into Docusaurus only through what its packages export publicly, except where
 * no public export exists (issue 33, §4). Scans the code and content under `src/`, `plugins/` and
 * `docs/` and the root's configuration modules (`docusaurus.config.ts` and the other `*.ts` there)
 * for module specifiers (`from '…'`, `import '…'`, `import('…')`, `require('…')`, also inside
 * strings such as an esbuild entry) that name a private path of a Docusaurus package:
 * `@docusaurus/<package>/lib/…`, `@docusaurus/<package>/src/…` or `@docusaurus/theme-common/internal`.
 *
 * Every such import must be listed in `ALLOWED` with the names it takes and why, and every listed
 * one must still exist. A listed name that the package's public entry (`lib/index.d.ts`) exports
 * fails the test too: the import should then move to the public entry. Needs no build.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import {join, relative} from 'node:path';
import {test} from 'node:test';

const root = join(__dirname, '..', '..');

/** A private import the site keeps: the file, the specifier, the names it takes and why. */
interface AllowedImport {
  readonly file: string;
  readonly specifier: string;
  /** The package whose public entry must not export `names` (else the import should move there). */
  readonly publicPackage: string;
  readonly names: readonly string[];
  readonly reason: string;
}

const ALLOWED: readonly AllowedImport[] = [
  {
    file: 'src/theme/AnnouncementBar/index.tsx',
    specifier: '@docusaurus/theme-common/internal',
    publicPackage: '@docusaurus/theme-common',
    names: ['useAnnouncementBar'],
    reason: 'whether the bar is shown (its dismissal state) is exported only by theme-common/internal',
  },
  {
    file: 'src/theme/CodeBlock/Content/index.tsx',
    specifier: '@docusaurus/theme-common/internal',
    publicPackage: '@docusaurus/theme-common',
    names: ['useCodeBlockContext'],
    reason: "the swizzled CodeBlock/Content reads the block's metadata from the context the theme's CodeBlock provides, exported only there",
  },
  {
    file: 'plugins/code-highlight/metadata.ts',
    specifier: '@docusaurus/theme-common/internal',
    publicPackage: '@docusaurus/theme-common',
    names: ['createCodeBlockMetadata'],
    reason: "build-time highlighting parses a fence's metadata with the theme's own parser, exported only there",
  },
  {
    file: 'src/theme/CodeBlock/Content/String.tsx',
    specifier: '@docusaurus/theme-common/internal',
    publicPackage: '@docusaurus/theme-common',
    names: ['CodeBlockContextProvider', 'createCodeBlockMetadata'],
    reason: 'the ejected CodeBlock/Content/String (memoised metadata) provides the code-block context from the pieces the theme exports only there',
  },
  {
    file: 'src/lib/register-sw.ts',
    specifier: '@docusaurus/plugin-pwa/lib/registerSw.js',
    publicPackage: '@docusaurus/plugin-pwa',
    names: [],
    reason: "our swRegister module loads the plugin's own registration, which the plugin ships only as this module (importing it runs it)",
  },
];

/** Folders scanned whole, and the file types read in them. */
const FOLDERS = ['src', 'plugins', 'docs'];
const SOURCE = /\.(?:[cm]?[jt]sx?|mdx?)$/;

/** A module specifier after `from`, `import`, `import(` or `require(`, quoted with ', " or `. */
const SPECIFIER = /\b(?:from|import|require)\s*\(?\s*(['"`])([^'"`\s]+)\1/g;
/** A private path of a Docusaurus package. */
const PRIVATE = /^@docusaurus\/[^/]+\/(?:lib|src)(?:\/|$)|^@docusaurus\/theme-common\/internal$/;

/** The repository-relative paths of the files scanned. */
function scannedFiles(): string[] {
  const inFolders = FOLDERS.flatMap((folder) =>
    readdirSync(join(root, folder), {recursive: true, encoding: 'utf8'})
      .filter((path) => SOURCE.test(path))
      .map((path) => join(folder, path)),
  );
  const atRoot = readdirSync(root).filter((name) => /\.[cm]?ts$/.test(name));
  return [...inFolders, ...atRoot];
}

/** The private Docusaurus specifiers in `text`, without repeats. */
function privateImports(text: string): string[] {
  return [...new Set([...text.matchAll(SPECIFIER)].map((match) => match[2]!).filter((specifier) => PRIVATE.test(specifier)))];
}

test('the scan finds private imports in every syntax it reads, and only those', () => {
  const sample = [
    "import {a} from '@docusaurus/theme-common/internal';",
    'import x from "@docusaurus/core/lib/client/exports/Link";',
    "type T = typeof import('@docusaurus/theme-classic/lib/options');",
    'const m = require(`@docusaurus/utils/src/index`);',
    "import '@docusaurus/core/lib/client/theme-fallback/styles.css';",
    "import {b} from '@docusaurus/theme-common';",
    "import c from '@docusaurus/core/lib-not-private';",
    ' * mentions (`@docusaurus/core/lib/client/prefetch.js`) in a comment',
  ].join('\n');
  assert.deepEqual(privateImports(sample), [
    '@docusaurus/theme-common/internal',
    '@docusaurus/core/lib/client/exports/Link',
    '@docusaurus/theme-classic/lib/options',
    '@docusaurus/utils/src/index',
    '@docusaurus/core/lib/client/theme-fallback/styles.css',
  ]);
});

test('every private import of a Docusaurus package is listed with its reason, and every listed one exists', () => {
  const found = scannedFiles().flatMap((file) => privateImports(readFileSync(join(root, file), 'utf8')).map((specifier) => `${file}: ${specifier}`));
  const allowed = ALLOWED.map(({file, specifier}) => `${file}: ${specifier}`);
  assert.deepEqual(found.filter((entry) => !allowed.includes(entry)), [], 'private imports not in ALLOWED: use the public export, or list them with why');
  assert.deepEqual(allowed.filter((entry) => !found.includes(entry)), [], 'ALLOWED lists imports that are gone: remove them');
});

test('each listed import takes the names it is listed for, and no public entry exports them yet', () => {
  for (const {file, specifier, publicPackage, names, reason} of ALLOWED) {
    assert.ok(reason.length > 0, `${file}: a reason`);
    const text = readFileSync(join(root, file), 'utf8');
    const publicEntry = readFileSync(join(root, 'node_modules', publicPackage, 'lib', 'index.d.ts'), 'utf8');
    for (const name of names) {
      assert.match(text, new RegExp(`\\b${name}\\b`), `${relative(root, join(root, file))} uses ${name} from ${specifier}`);
      assert.doesNotMatch(publicEntry, new RegExp(`\\b${name}\\b`), `${publicPackage} now exports ${name}: import it from there in ${file}`);
    }
  }
});
