/**
 * Tab groups driven from the DOM (`theme/Tabs` renders their markup): the same code selects tabs
 * on a first visit, whose article React never hydrates, and on pages React renders after a
 * client-side navigation.
 *
 * Markup read here: a group is `[data-tab-group]` (its value: the `groupId`, or "" for a group
 * that is not stored); its tabs are `[role="tab"][data-tab-value]` and its panels
 * `[role="tabpanel"][data-tab-value]`, each group's own (a group inside a panel is another group).
 *
 * - `readChoices()` returns what a page should show: `stored`, the reader's stored choice per
 *   group id (localStorage keys `docusaurus.tab.<groupId>`, as Docusaurus's own tabs store them),
 *   and `query`, the value of a `?tab=` URL parameter, which wins over stored choices in every
 *   group that has such a tab.
 * - `applyChoice(group, choices)` shows the chosen tab of a group that has it, `applyChoices(root,
 *   choices)` of `root` (when it is a group) and every group in it; `hasChoices(choices)` says whether there is any.
 * - `selectTab(tab)` shows a tab, stores its group's choice and shows it in the page's other
 *   groups of the same id, keeping the tab where it was on screen while content above it changes
 *   height.
 * - `focusTab(tab, key)` moves the focus along a tab list for the arrow keys, Home and End.
 * Storage that throws (private modes) is skipped. Raises nothing.
 */
export interface TabChoices {
  readonly stored: ReadonlyMap<string, string>;
  readonly query: string | null;
}

/** The localStorage key of a group's choice; Docusaurus's tabs use the same, so choices carry over. */
const STORAGE_PREFIX = 'docusaurus.tab.';
/** The URL parameter that picks a tab in every group that has it (`/getting-started/install?tab=conda`). */
const QUERY_PARAM = 'tab';

const ACTIVE_CLASS = 'tabs__item--active';

export function readChoices(): TabChoices {
  const stored = new Map<string, string>();
  try {
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(STORAGE_PREFIX)) stored.set(key.slice(STORAGE_PREFIX.length), localStorage.getItem(key) ?? '');
    }
  } catch {
    // No storage: the page's defaults stand.
  }
  let query: string | null = null;
  try {
    query = new URLSearchParams(window.location.search).get(QUERY_PARAM);
  } catch {
    // A URL without a readable query.
  }
  return {stored, query};
}

/** The tabs or the panels of `group` itself, not of groups nested in its panels. */
function own(group: Element, role: 'tab' | 'tabpanel'): HTMLElement[] {
  return Array.from(group.querySelectorAll<HTMLElement>(`[role="${role}"][data-tab-value]`)).filter((element) => element.closest('[data-tab-group]') === group);
}

/** Shows `value` in `group`, when the group has such a tab; returns whether it had. */
function show(group: Element, value: string): boolean {
  const tabs = own(group, 'tab');
  if (!tabs.some((tab) => tab.dataset.tabValue === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.tabValue === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle(ACTIVE_CLASS, selected);
  }
  for (const panel of own(group, 'tabpanel')) {
    panel.hidden = panel.dataset.tabValue !== value;
  }
  return true;
}

/** Shows the chosen tab of `group`, when it has it: the `?tab=` value first, then the stored one. */
export function applyChoice(group: Element, {stored, query}: TabChoices): void {
  const id = group.getAttribute('data-tab-group') ?? '';
  if (query !== null && show(group, query)) return;
  const choice = id ? stored.get(id) : undefined;
  if (choice !== undefined) show(group, choice);
}

export function applyChoices(root: ParentNode, choices: TabChoices): void {
  const self = root instanceof Element && root.matches('[data-tab-group]') ? [root] : [];
  for (const group of [...self, ...Array.from(root.querySelectorAll('[data-tab-group]'))]) applyChoice(group, choices);
}

/** Whether there is any choice to apply (most first visits have none). */
export const hasChoices = ({stored, query}: TabChoices): boolean => stored.size > 0 || query !== null;

export function selectTab(tab: HTMLElement): void {
  const group = tab.closest('[data-tab-group]');
  const value = tab.dataset.tabValue;
  if (!group || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
  const id = group.getAttribute('data-tab-group') ?? '';
  const top = tab.getBoundingClientRect().top;
  const groups = id ? Array.from(document.querySelectorAll(`[data-tab-group="${CSS.escape(id)}"]`)) : [group];
  for (const each of groups) show(each, value);
  if (id) {
    try {
      localStorage.setItem(STORAGE_PREFIX + id, value);
    } catch {
      // Not stored: the choice lasts for this page.
    }
  }
  // Groups above the tab may have changed height: keep the tab where the reader saw it.
  window.scrollBy(0, tab.getBoundingClientRect().top - top);
}

export function focusTab(tab: HTMLElement, key: string): boolean {
  const group = tab.closest('[data-tab-group]');
  if (!group) return false;
  const tabs = own(group, 'tab');
  const at = tabs.indexOf(tab);
  const next = {ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: tabs.length - 1}[key];
  if (next === undefined) return false;
  tabs[(next + tabs.length) % tabs.length].focus();
  return true;
}
