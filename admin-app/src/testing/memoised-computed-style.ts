/**
 * jsdom computes an element's style by matching it against every rule of every sheet, and MUI adds thousands of rules;
 * Testing Library's role queries ask again for the same elements and their ancestors, element after element. An answer
 * is kept until the document next changes (a node, an attribute or a text), which is when it could differ.
 */
export function memoiseComputedStyle(window: Window & { computedStyleMemoised?: true }): void {
  // The files of a worker share one window (vite.config.ts, `isolate: false`): it is wrapped once.
  if (window.computedStyleMemoised) return;
  window.computedStyleMemoised = true;
  const computed = window.getComputedStyle.bind(window);
  let answers = new WeakMap<Element, CSSStyleDeclaration>();
  const forget = () => {
    answers = new WeakMap();
  };
  const changes = new MutationObserver(forget);
  changes.observe(window.document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element, pseudoElement) => {
    // Changes not yet delivered to the observer are read here, so a query right after a change sees it.
    if (changes.takeRecords().length > 0) forget();
    if (pseudoElement) return computed(element, pseudoElement);
    let style = answers.get(element);
    if (!style) {
      style = computed(element);
      answers.set(element, style);
    }
    return style;
  };
}
