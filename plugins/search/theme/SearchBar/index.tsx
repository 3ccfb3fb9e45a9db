/**
 * Search button and DocSearch modal (swizzled SearchBar; see src/theme/README.md).
 *
 * - Opens on click, touch, keyboard focus, typing into the focused button, Ctrl/Cmd+K and "/"
 *   outside inputs (any layout: German keyboards produce "/" with Shift+7); Escape closes it.
 * - No search code and no index on page load: the modal, the engine and the index are loaded on
 *   the first open (SearchModal.tsx), then cached.
 * - The shortcut hint names the key as the reader's keyboard labels it (German "Strg", elsewhere
 *   "Ctrl", ⌘ on Apple devices); the button's accessible name is its visible text.
 * - While the modal is open, the page behind it is inert (no duplicate landmarks, no focus).
 */
import React, {useCallback, useEffect, useRef, useState, type ComponentType} from 'react';
import {createPortal} from 'react-dom';
import {translate} from '@docusaurus/Translate';
import type {SearchModalProps} from './SearchModal';
import '@docsearch/css/dist/button.css';
import styles from './styles.module.css';

/** Keys that start a search when typed into the focused search button. */
const isTypedCharacter = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey;

function isEditing(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  const tag = element.tagName;
  return element.isContentEditable || tag === 'INPUT' || tag === 'SELECT' || tag === 'TEXTAREA';
}

/** Apple keyboards label the modifier ⌘ (the shortcut accepts Cmd and Ctrl everywhere). */
const isApple = () => /mac|iphone|ipad|ipod/i.test((navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData?.platform ?? navigator.platform ?? '');

/** The page behind the modal (the app root; the modal is rendered into <body>). */
function setPageInert(inert: boolean): void {
  const root = document.getElementById('__docusaurus');
  if (!root) return;
  root.toggleAttribute('inert', inert);
  if (inert) root.setAttribute('aria-hidden', 'true');
  else root.removeAttribute('aria-hidden');
}

let modalModule: Promise<ComponentType<SearchModalProps>> | undefined;
const loadModal = () => (modalModule ??= import('./SearchModal').then((m) => m.default));

export default function SearchBar(): JSX.Element {
  const [Modal, setModal] = useState<ComponentType<SearchModalProps> | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>();
  const controlKey = translate({id: 'search.button.controlKey', message: 'Ctrl', description: 'How keyboards of the locale label the Control key, in the search shortcut hint'});
  // The server renders the locale's label; Apple devices switch to ⌘ after hydration.
  const [modifierKey, setModifierKey] = useState(controlKey);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // Focus returns to the button when the modal closes; that focus must not reopen it.
  const ignoreNextFocus = useRef(false);

  const open = useCallback((query?: string) => {
    setInitialQuery(query);
    loadModal().then(
      (component) => {
        setModal(() => component);
        setIsOpen(true);
        setPageInert(true);
      },
      () => {
        modalModule = undefined; // a failed chunk load is retried on the next open
      },
    );
  }, []);

  const close = useCallback(() => {
    setPageInert(false);
    setIsOpen(false);
    setInitialQuery(undefined);
    ignoreNextFocus.current = true;
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (isApple()) setModifierKey('⌘');
    return () => setPageInert(false);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault();
        close();
        return;
      }
      const commandK = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !isEditing(event.target);
      if ((commandK || slash) && !isOpen) {
        event.preventDefault();
        open();
        return;
      }
      if (!isOpen && document.activeElement === buttonRef.current && isTypedCharacter(event)) {
        event.preventDefault();
        open(event.key);
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);

  const label = translate({id: 'theme.SearchBar.label', message: 'Search'});
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={`DocSearch DocSearch-Button ${styles.button}`}
        aria-label={`${label} ${modifierKey} K`}
        aria-keyshortcuts={modifierKey === '⌘' ? 'Meta+K' : 'Control+K'}
        data-search-button
        onClick={() => open()}
        onTouchStart={() => open()}
        onFocus={(event) => {
          if (ignoreNextFocus.current) {
            ignoreNextFocus.current = false;
            return;
          }
          // Keyboard focus opens the modal; a mouse press opens it through onClick.
          if ((event.target as HTMLElement).matches(':focus-visible')) open();
        }}
        onMouseOver={() => void loadModal().catch(() => undefined)}>
        <span className="DocSearch-Button-Container">
          <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
            <path
              d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
              stroke="currentColor"
              fill="none"
              fillRule="evenodd"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="DocSearch-Button-Placeholder">{label}</span>
        </span>{' '}
        {/* The spaces separate the words of the visible text (flex layout does not show them). */}
        <span className="DocSearch-Button-Keys">
          <kbd className="DocSearch-Button-Key">{modifierKey}</kbd> <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
      {isOpen && Modal && createPortal(<Modal initialQuery={initialQuery} onClose={close} />, document.body)}
    </>
  );
}
