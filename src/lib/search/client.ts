/**
 * A search client with the interface of Algolia's `algoliasearch/lite` client, answering from
 * the offline index, so that the DocSearch modal (through its `transformSearchClient` prop) and
 * Docusaurus's search page (`src/theme/SearchPage`) run on it.
 *
 * `createLocalSearchClient({loadEngine, preferredTag, siteUrl})` returns the client. `client.search()`
 * takes Algolia's request list, in the current (`{requests: [...]}`) or the legacy
 * (`[{indexName, params}]`) shape, and resolves to `{results}` with one result per request:
 * DocSearch-shaped hits (`hierarchy.lvl0`–`lvl6`, `content`, `type`, absolute `url`, `anchor`,
 * `_highlightResult`, `_snippetResult`), `nbHits`, `page`, `nbPages`, `hitsPerPage` and the
 * counts of the requested `facets`. It honours `query`, `facetFilters` (on `language`,
 * `docusaurus_tag` and `section`, the page's section of `sections.ts`; nested arrays OR-ed, `-`
 * negating), `hitsPerPage`, `page`, `highlightPreTag`/`highlightPostTag`, `attributesToSnippet`
 * and `snippetEllipsisText`.
 *
 * When the index cannot be loaded, `search()` rejects with an error named `RetryError`, the
 * name Algolia's client gives to unreachable hosts: DocSearch then shows "Unable to fetch
 * results", and the next search tries to load the index again.
 */
import type {PageRow} from './format';
import type {RankedHit, SearchEngine} from './engine';
import {highlight, snippet, type HighlightTags, type HighlightedValue} from './highlight';
import {SECTION_FACET, sectionOfPath} from './sections';

type FacetFilters = string | readonly (string | readonly string[])[];

/** The search parameters the local client understands; others are ignored. */
export interface LocalSearchParams {
  readonly query?: string;
  readonly facetFilters?: FacetFilters;
  readonly facets?: string | readonly string[];
  readonly hitsPerPage?: number;
  readonly page?: number;
  readonly highlightPreTag?: string;
  readonly highlightPostTag?: string;
  readonly attributesToSnippet?: readonly string[];
  readonly snippetEllipsisText?: string;
}

type LegacyRequest = {readonly indexName: string; readonly params?: LocalSearchParams};
type Request = LocalSearchParams & {readonly indexName: string};
export type SearchRequests = {readonly requests: readonly Request[]} | readonly LegacyRequest[];

const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
type Level = (typeof LEVELS)[number];

export interface LocalHit {
  readonly objectID: string;
  readonly url: string;
  readonly url_without_anchor: string;
  readonly anchor: string | null;
  readonly type: Level | 'content';
  readonly content: string | null;
  readonly language: string;
  readonly docusaurus_tag: string;
  readonly hierarchy: Record<Level, string | null>;
  readonly _highlightResult: {hierarchy: Partial<Record<Level, HighlightedValue>>; content?: HighlightedValue};
  readonly _snippetResult: {hierarchy: Partial<Record<Level, HighlightedValue>>; content?: HighlightedValue};
}

export interface LocalSearchResult {
  readonly index: string;
  readonly query: string;
  readonly params: string;
  readonly hits: LocalHit[];
  readonly nbHits: number;
  readonly page: number;
  readonly nbPages: number;
  readonly hitsPerPage: number;
  readonly exhaustiveNbHits: true;
  readonly processingTimeMS: number;
  readonly facets: Record<string, Record<string, number>>;
}

export interface LocalSearchClient {
  readonly appId: string;
  search(requests: SearchRequests): Promise<{results: LocalSearchResult[]}>;
  /** Algolia clients record user agents; this one has no requests to tag. */
  addAlgoliaAgent(segment: string, version?: string): void;
  clearCache(): Promise<void>;
}

export interface LocalSearchClientOptions {
  /** Resolves to the engine; rejects when the index cannot be loaded. */
  readonly loadEngine: () => Promise<SearchEngine>;
  /** Docs tag prefix of the reader's docs set (`docs-r-`), whose pages come first. */
  readonly preferredTag?: string;
  /**
   * The site's origin (`siteConfig.url`, e.g. `https://docs.metaflow.org`): hit URLs are
   * absolute, as the DocSearch crawler stores them, and the theme turns them back into paths.
   */
  readonly siteUrl: string;
}

/** The facet values of a page, by facet name; `section` is the page's section (`sections.ts`). */
function facetsOf(page: PageRow): Record<string, string> {
  return {language: page[2], docusaurus_tag: page[1], [SECTION_FACET]: sectionOfPath(page[0])};
}

/** A parsed `name:value` filter: the page's facet must (or, negated, must not) equal the value. */
type ParsedFilter = {readonly name: string; readonly value: string; readonly negated: boolean};

function parseFilter(filter: string): ParsedFilter {
  const negated = filter.startsWith('-');
  const [name, ...rest] = (negated ? filter.slice(1) : filter).split(':');
  return {name, value: rest.join(':'), negated};
}

function matchesFilter(page: PageRow, {name, value, negated}: ParsedFilter): boolean {
  return (facetsOf(page)[name] === value) !== negated;
}

/** A predicate for Algolia `facetFilters`: outer entries AND-ed, inner arrays OR-ed. */
export function facetFilter(filters: FacetFilters | undefined): ((page: PageRow) => boolean) | undefined {
  if (filters === undefined || filters.length === 0) {
    return undefined;
  }
  const groups = (typeof filters === 'string' ? [filters] : filters).map((group) =>
    (typeof group === 'string' ? [group] : group).map(parseFilter),
  );
  return (page) => groups.every((group) => group.some((filter) => matchesFilter(page, filter)));
}

/** Word counts of `attributesToSnippet` entries such as `content:15`, by attribute. */
function snippetLengths(attributes: readonly string[] | undefined): Map<string, number> {
  return new Map(
    (attributes ?? []).map((entry) => {
      const [attribute, words] = entry.split(':');
      return [attribute, Number(words) || 10] as const;
    }),
  );
}

/** How a request wants its hits highlighted and snippeted. */
interface Presentation {
  readonly tags: HighlightTags;
  /** Snippet length in words, by attribute (`content`, `hierarchy.lvl2`). */
  readonly lengths: Map<string, number>;
  readonly ellipsis: string;
  readonly siteUrl: string;
}

function presentationOf(params: LocalSearchParams, siteUrl: string): Presentation {
  return {
    tags: {pre: params.highlightPreTag ?? '<em>', post: params.highlightPostTag ?? '</em>'},
    lengths: snippetLengths(params.attributesToSnippet),
    ellipsis: params.snippetEllipsisText ?? '…',
    siteUrl,
  };
}

function toHit(hit: RankedHit, {tags, lengths, ellipsis, siteUrl}: Presentation): LocalHit {
  const [url, tag, language, lvl0, lvl1] = hit.page;
  const texts = [lvl0, lvl1, ...hit.levels].slice(0, LEVELS.length);
  const hierarchy = Object.fromEntries(LEVELS.map((level, index) => [level, texts[index] ?? null])) as Record<Level, string | null>;
  const describe = (attribute: string, text: string) => {
    const words = lengths.get(attribute);
    const highlighted = highlight(text, hit.terms, tags);
    return {highlighted, snippet: words === undefined ? highlighted : snippet(text, hit.terms, tags, words, ellipsis)};
  };
  const highlighted: LocalHit['_highlightResult'] = {hierarchy: {}};
  const snippets: LocalHit['_snippetResult'] = {hierarchy: {}};
  texts.forEach((text, index) => {
    const level = LEVELS[index];
    const described = describe(`hierarchy.${level}`, text);
    highlighted.hierarchy[level] = described.highlighted;
    snippets.hierarchy[level] = described.snippet;
  });
  if (hit.content !== null) {
    const described = describe('content', hit.content);
    highlighted.content = described.highlighted;
    snippets.content = described.snippet;
  }
  return {
    objectID: hit.url,
    url: `${siteUrl}${hit.url}`,
    url_without_anchor: `${siteUrl}${url}`,
    anchor: hit.anchor || null,
    type: hit.content !== null ? 'content' : LEVELS[texts.length - 1],
    content: hit.content,
    language,
    docusaurus_tag: tag,
    hierarchy,
    _highlightResult: highlighted,
    _snippetResult: snippets,
  };
}

function normalise(requests: SearchRequests): Request[] {
  return 'requests' in requests
    ? [...requests.requests]
    : requests.map(({indexName, params}) => ({...params, indexName}));
}

export function createLocalSearchClient({loadEngine, preferredTag, siteUrl}: LocalSearchClientOptions): LocalSearchClient {
  return {
    appId: 'local',
    addAlgoliaAgent() {},
    async clearCache() {},
    async search(requests) {
      let engine: SearchEngine;
      try {
        engine = await loadEngine();
      } catch (error) {
        throw Object.assign(new Error('The search index could not be loaded.', {cause: error}), {name: 'RetryError'});
      }
      const results = normalise(requests).map((request): LocalSearchResult => {
        const started = performance.now();
        const query = request.query ?? '';
        const hitsPerPage = Math.max(0, Math.min(1000, request.hitsPerPage ?? 20));
        const page = Math.max(0, request.page ?? 0);
        const outcome = engine.search(query, {filter: facetFilter(request.facetFilters), preferredTag});
        const presentation = presentationOf(request, siteUrl);
        const wanted = typeof request.facets === 'string' ? [request.facets] : (request.facets ?? []);
        const facets: LocalSearchResult['facets'] = {};
        if (wanted.length > 0) {
          for (const hit of outcome.slice(0, outcome.total)) {
            for (const [name, value] of Object.entries(facetsOf(hit.page))) {
              if (wanted.includes(name) || wanted.includes('*')) {
                facets[name] ??= {};
                facets[name][value] = (facets[name][value] ?? 0) + 1;
              }
            }
          }
        }
        return {
          index: request.indexName,
          query,
          params: '',
          hits: outcome.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map((hit) => toHit(hit, presentation)),
          nbHits: outcome.total,
          page,
          nbPages: hitsPerPage > 0 ? Math.ceil(outcome.total / hitsPerPage) : 0,
          hitsPerPage,
          exhaustiveNbHits: true,
          processingTimeMS: Math.round(performance.now() - started),
          facets,
        };
      });
      return {results};
    },
  };
}
