// On a page the server drew, fetches and starts the web app once the browser says it has painted
// the page's content: on a slow link the page's own text and styles get the bandwidth first, and
// the app's scripts run with the page on screen instead of holding its first paint. The page's
// chunks are asked for together with the app's (the app would find them one after another).
// A hidden tab paints nothing: there it starts at once.
(() => {
  const script = document.currentScript;
  const entry = script?.dataset.entry;
  if (!entry) return;
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
    import(entry);
  };
  if (document.visibilityState === 'hidden' || !('PerformanceObserver' in window)) return start();
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  }).observe({ type: 'paint', buffered: true });
  // Should the browser never report the paint, the page still comes alive.
  setTimeout(start, 3000);
})();
