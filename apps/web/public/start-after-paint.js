// On a page the server drew, fetches and starts the web app once the browser says it has painted
// the page's content: on a slow link the page's own text and styles get the bandwidth first, and
// the app's scripts run with the page on screen instead of holding its first paint. The page's
// chunks are asked for together with the app's (the app would find them one after another).
// A hidden tab paints nothing: there it starts at once.
//
// Until the app has started (`html[data-app=started]`, set by shared/hydration.ts) the page looks
// alive but only the browser's defaults work: a link would load a whole new page (on a landing
// page, one that never saw the landing), a form would post its fields into the address, a button
// would do nothing (decision 0054). So a press of a link, a button or a form's submit is taken
// here instead: the app is started at once, the control shows that it is busy, and once the app
// has started the press is made again, where the app handles it. Only the last press counts: a
// second press before the start is the same wish, not a second submission.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
  const html = document.documentElement;
  const isStarted = () => html.dataset.app === 'started';
  const rootHolds = (node) => node instanceof Node && document.getElementById('root')?.contains(node) === true;

  /** The press taken before the start: `{ form, submitter }` or `{ control, href, text }`. */
  let taken = null;
  /** The fields the person changed before the start, with what they left in them, oldest first. */
  const changed = new Map();
  // Said to screen readers while a taken press waits (the control itself only looks busy); in the
  // page from the start, empty, so that what it later says is announced.
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'start-status';
  document.body.append(status);
  const waiting = { en: 'Loading…', es: 'Cargando…' };
  /** The page's language: the one it was drawn in (`<html lang>` says so only once the app runs). */
  const language = () => {
    try {
      return JSON.parse(document.getElementById('startup-data')?.textContent ?? '{}').language;
    } catch {
      return html.lang;
    }
  };

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (script.dataset.preload ?? '').split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    // Should the app not come (the network failed), the page is the browser's again: a taken link
    // is followed its way, and the next press goes its way too.
    import(entry).catch(() => {
      const press = letGo();
      if (press?.href) location.assign(press.href);
    });
  };

  /**
   * Shows, or no longer shows, that `press` waits: on the link or button pressed, or the form's
   * submit button (`data-taken` draws its ring, styles.css), and in the status.
   */
  const showWaiting = (press, waits) => {
    const control =
      press.control ?? press.submitter ?? press.form.querySelector('button[type=submit], input[type=submit]');
    control?.toggleAttribute('data-taken', waits);
    if (waits) control?.setAttribute('aria-busy', 'true');
    else control?.removeAttribute('aria-busy');
    status.textContent = waits ? waiting[language() === 'es' ? 'es' : 'en'] : '';
  };

  const take = (event, press) => {
    event.preventDefault();
    // The app may have hydrated this part already: it waits, like the rest, for the start.
    event.stopPropagation();
    if (taken) showWaiting(taken, false);
    taken = press;
    showWaiting(press, true);
    start();
  };

  /** A link the app follows itself: same site, same tab, another page (not a place on this one). */
  const inApp = (link) =>
    link.origin === location.origin &&
    (link.target === '' || link.target === '_self') &&
    !link.hasAttribute('download') &&
    !(link.hash !== '' && link.pathname === location.pathname && link.search === location.search);

  const onClick = (event) => {
    if (isStarted() || event.defaultPrevented || !rootHolds(event.target)) return;
    // A click with a modifier or another button opens a new tab or window: the browser's own.
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const control = event.target instanceof Element ? event.target.closest('a[href], button') : null;
    if (!control || !rootHolds(control)) return;
    if (control instanceof HTMLAnchorElement) {
      if (inApp(control)) take(event, { control, href: control.href, text: control.textContent });
    } else if (control.type === 'button') take(event, { control, href: null, text: control.textContent });
    // A submit button's click (or Enter in a field, which clicks it) goes on to the form's submit.
  };

  const onSubmit = (event) => {
    if (isStarted() || !(event.target instanceof HTMLFormElement) || !rootHolds(event.target)) return;
    take(event, { form: event.target, submitter: event.submitter ?? null });
  };

  // After the app has seen the change (the bubbling phase reaches the window last), so what is
  // kept is what the field shows: the app's own formatting included.
  const onChange = (event) => {
    const field = event.target;
    const isField =
      field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement;
    if (isStarted() || !isField || field.type === 'file' || !rootHolds(field)) return;
    changed.delete(field);
    changed.set(field, field.type === 'checkbox' || field.type === 'radio' ? field.checked : field.value);
  };

  /**
   * Gives the app the value the person left in a field before it started. A field typed in before
   * hydration keeps its text on screen, but the app never saw it: the app's own state is empty,
   * and its next drawing of the field empties it. So the change is made again as a person's would
   * be: the value is first set through the element (where a framework that keeps the last value
   * it saw, like React, notes it), then the person's value is set the browser's way and the events
   * of a change follow, which the framework now sees as one. A box is clicked into its state.
   */
  const giveBack = (field, value) => {
    if (!field.isConnected) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      if (field.type === 'radio' && !value) return;
      field.checked = !value;
      field.click();
      return;
    }
    if (field instanceof HTMLSelectElement) field.value = value;
    else {
      field.value = value === '' ? ' ' : '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
    field.dispatchEvent(new Event('change', { bubbles: true }));
  };

  /**
   * Follows a taken link that the app has drawn again (the same address and words): a landed
   * party's header menu, for one, comes a moment after the start. If it is not there within two
   * seconds, the browser follows it; if the person has gone elsewhere meanwhile, nothing happens.
   */
  const followDrawnAgain = (press) => {
    const root = document.getElementById('root');
    const from = location.href;
    const find = () =>
      [...(root?.querySelectorAll('a[href]') ?? [])].find(
        (link) => link.href === press.href && link.textContent === press.text,
      );
    const follow = (go) => {
      watch.disconnect();
      clearTimeout(timer);
      if (location.href === from) go();
    };
    const watch = new MutationObserver(() => {
      const link = find();
      if (link) follow(() => link.click());
    });
    const timer = setTimeout(() => follow(() => location.assign(press.href)), 2000);
    const link = find();
    if (link) follow(() => link.click());
    else if (root) watch.observe(root, { childList: true, subtree: true });
  };

  const pressAgain = (press) => {
    if (press.form) {
      if (!press.form.isConnected) return; // drawn again: what was typed is for the person to send
      const submitter = press.submitter?.form === press.form ? press.submitter : undefined;
      press.form.requestSubmit(submitter);
    } else if (press.control.isConnected) press.control.click();
    else if (press.href) followDrawnAgain(press);
  };

  /** Takes nothing more; gives back the press taken, if any. */
  const letGo = () => {
    observer.disconnect();
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('submit', onSubmit, true);
    window.removeEventListener('input', onChange);
    window.removeEventListener('change', onChange);
    const press = taken;
    taken = null;
    if (press) showWaiting(press, false);
    status.remove();
    return press;
  };

  const onStarted = () => {
    if (!isStarted()) return;
    const press = letGo();
    for (const [field, value] of changed) giveBack(field, value);
    changed.clear();
    // In a task of its own: the app draws the fields given back before it handles the press.
    if (press) setTimeout(() => pressAgain(press), 0);
  };

  // Capturing, on the document: before the app's own listeners on its root see the press.
  document.addEventListener('click', onClick, true);
  document.addEventListener('submit', onSubmit, true);
  window.addEventListener('input', onChange);
  window.addEventListener('change', onChange);
  const observer = new MutationObserver(onStarted);
  observer.observe(html, { attributes: true, attributeFilter: ['data-app'] });

  if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) return start();
  new PerformanceObserver((entries, paintObserver) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    paintObserver.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should the browser never report the paint, the page still comes alive.
  setTimeout(start, 3000);
})();
