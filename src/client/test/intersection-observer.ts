type TObserved = { callback: IntersectionObserverCallback; elements: Set<Element>; root: Element | null };

/**
 * A stand-in IntersectionObserver: the tests' DOM does no layout, so nothing would ever come into view.
 * `showElement` reports an element as fully in view to every observer watching it, as scrolling it into
 * the viewport would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<TObserved>();
  class FakeIntersectionObserver {
    private readonly observed: TObserved;
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.observed = { callback, elements: new Set(), root: (options?.root as Element | undefined) ?? null };
      observers.add(this.observed);
    }
    observe(element: Element) {
      this.observed.elements.add(element);
    }
    disconnect() {
      observers.delete(this.observed);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  return {
    showElement(element: Element) {
      for (const { callback, elements, root } of [...observers]) {
        if (!elements.has(element) || root) continue;
        const entry = {
          target: element,
          isIntersecting: true,
          intersectionRatio: 1,
        } as IntersectionObserverEntry;
        callback([entry], {} as IntersectionObserver);
      }
    },
  };
}
