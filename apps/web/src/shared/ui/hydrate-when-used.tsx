// A part of a page the server drew that is not hydrated with the rest (issue 33): its drawn HTML
// stays on the screen as it came until, once the rest of the page has started, the part comes on
// the screen, takes focus or a click, or what it shows may have changed (`changes`: another
// address, language or party); then it is drawn. The footer is one: below a main at least a screen
// high, a first visit does not reach it before the page has started, and it need not run meanwhile.
import { type ReactNode, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hydratingDrawnPage, whenHydrated } from '../hydration';

const controls = 'a[href], button, input, select, textarea, [tabindex]';
const focusables = (box: HTMLElement | null) => [...(box?.querySelectorAll<HTMLElement>(controls) ?? [])];

export function HydrateWhenUsed({ children, changes }: { children: ReactNode; changes: readonly unknown[] }) {
  const [used, setUsed] = useState(() => !hydratingDrawnPage());
  const box = useRef<HTMLDivElement>(null);
  const drawnWith = useRef(changes);
  // The control that had the focus or the click while the part was inert, by its place among the
  // part's controls (drawing replaces the drawn elements with the app's own).
  const handOver = useRef<{ index: number; click: boolean } | null>(null);

  useEffect(() => {
    if (used || changes.every((value, i) => Object.is(value, drawnWith.current[i]))) return;
    startTransition(() => setUsed(true));
  }, [used, changes]);

  useEffect(() => {
    const element = box.current;
    if (used || !element) return;
    // A press is handed over whole on its click: drawing between its pointerdown (which focuses)
    // and its click would leave the click on an element no longer there.
    let pressing = false;
    // Once on the screen: the drawn HTML shows the same until then.
    const observer = new IntersectionObserver((entries) => {
      if (!pressing && entries.some((entry) => entry.isIntersecting)) startTransition(() => setUsed(true));
    });
    const takeOver = (event: Event, click: boolean) => {
      const control = event.target instanceof Element ? event.target.closest(controls) : null;
      handOver.current = { index: control instanceof HTMLElement ? focusables(element).indexOf(control) : -1, click };
      if (click) event.preventDefault();
      setUsed(true);
    };
    const onPointerDown = () => {
      pressing = true;
    };
    const onFocus = (event: FocusEvent) => {
      if (!pressing) takeOver(event, false);
    };
    const onClick = (event: MouseEvent) => {
      pressing = false;
      takeOver(event, true);
    };
    // Not while the rest of the page hydrates: drawing this part then would redraw the others with it.
    const callOff = whenHydrated(() => {
      observer.observe(element);
      element.addEventListener('pointerdown', onPointerDown);
      element.addEventListener('focusin', onFocus);
      element.addEventListener('click', onClick, { capture: true });
    });
    return () => {
      callOff();
      observer.disconnect();
      element.removeEventListener('pointerdown', onPointerDown);
      element.removeEventListener('focusin', onFocus);
      element.removeEventListener('click', onClick, { capture: true });
    };
  }, [used]);

  useLayoutEffect(() => {
    const taken = handOver.current;
    if (!used || !taken) return;
    handOver.current = null;
    const control = focusables(box.current)[taken.index];
    control?.focus();
    if (taken.click) control?.click();
  }, [used]);

  if (used) return <div ref={box}>{children}</div>;
  // Its children are the drawn HTML, which React leaves as it is (no warning: it is on purpose).
  // biome-ignore lint/security/noDangerouslySetInnerHtml: an empty string, so that React keeps the server's HTML
  return <div ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: '' }} />;
}
