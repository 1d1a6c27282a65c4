/**
 * The navbar's search button of the offline search (what `@theme/SearchBar` resolves to in the
 * offline build; the hosted build keeps `@docusaurus/theme-search-algolia`'s).
 *
 * Renders the button "Search" with its shortcut's key caps (Ctrl K, or ⌘ K on Apple devices;
 * below 768 px the icon alone, the name staying "Search") and, once opened, the search modal
 * (`@theme/SearchModal`, a chunk of its own). The modal opens on a click, and on `/`, Ctrl+K or
 * Cmd+K unless the reader is typing in a field; Ctrl+K or Cmd+K again, Esc or a click outside
 * close it, and the button has the focus again. Keys typed after the shortcut, before the
 * modal's search box exists, reach the box (`typedAhead.ts`).
 *
 * The reader's intent starts loading the modal's code and the index (`useSearchEngine`'s
 * `loadSearch`) before the click: the pointer entering the button, its focus, a touch, or the
 * first key of the shortcut (Control or Meta) outside a field. Takes no props; raises nothing.
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';

import {useSearchEngine} from '../../browser/use-search-engine';
import SearchIcon from '../SearchIcon';
import type {SearchModalProps} from '../SearchModal';
import {startTypingAhead, stopTypingAhead} from './typedAhead';
import styles from './styles.module.css';

let modalChunk: Promise<ComponentType<SearchModalProps>> | undefined;

/** The modal component, from its chunk (fetched once). A failed fetch is tried again next time. */
function loadModal(): Promise<ComponentType<SearchModalProps>> {
  modalChunk ??= import(/* webpackPrefetch: true */ '../SearchModal').then(
    (module) => module.default,
    (error: unknown) => {
      modalChunk = undefined;
      throw error;
    },
  );
  return modalChunk;
}

/** True while the reader types in a field, where `/` and the shortcut keys are text or the field's. */
function isEditing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName));
}

function isShortcut(event: KeyboardEvent): boolean {
  return (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) || (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey);
}

/** Whether the reader's device is an Apple one, whose shortcut key is ⌘ (after hydration; Ctrl before). */
function useAppleKeys(): boolean {
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/Mac|iPhone|iPad|iPod/.test(navigator.platform)), []);
  return apple;
}

export default function SearchBar(): ReactNode {
  const {loadSearch} = useSearchEngine();
  const button = useRef<HTMLButtonElement>(null);
  const [Modal, setModal] = useState<ComponentType<SearchModalProps>>();
  const [open, setOpen] = useState(false);
  const opening = useRef(false);
  const apple = useAppleKeys();

  const prepare = useCallback(() => {
    loadSearch();
    void loadModal().catch(() => undefined);
  }, [loadSearch]);

  const openModal = useCallback(() => {
    if (opening.current) {
      return;
    }
    opening.current = true;
    startTypingAhead();
    loadSearch();
    loadModal()
      .then((component) => {
        setModal(() => component);
        setOpen(true);
      })
      // The chunk did not arrive (offline without it): the keys go back to the page, and the next press tries again.
      .catch(() => void stopTypingAhead())
      .finally(() => {
        opening.current = false;
      });
  }, [loadSearch]);

  const closeModal = useCallback(() => setOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (open) {
        if (isShortcut(event) && event.key !== '/') {
          event.preventDefault();
          closeModal();
        }
      } else if (!isEditing(event.target) && !event.defaultPrevented) {
        if (event.key === 'Control' || event.key === 'Meta') {
          prepare();
        } else if (isShortcut(event)) {
          event.preventDefault();
          openModal();
        }
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, openModal, closeModal, prepare]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K /"
        // A tap before React starts is replayed once it has (plugins/static-article).
        data-replay-click=""
        onClick={openModal}
        onPointerEnter={prepare}
        onFocus={prepare}
        onTouchStart={prepare}>
        <SearchIcon className={styles.icon} />
        <span className={styles.label}>Search</span>
        <span className={styles.keys} aria-hidden="true">
          <kbd className={styles.key}>{apple ? '⌘' : 'Ctrl'}</kbd>
          <kbd className={styles.key}>K</kbd>
        </span>
      </button>
      {open && Modal && <Modal onClose={closeModal} returnFocus={button} />}
    </>
  );
}
