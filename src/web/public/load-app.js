// Pages drawn on the server load the app after their first paint (docs/decisions/025): the drawn content and its
// pictures get the connection first, and the browser paints them before it runs any of the app. A page opened in
// a hidden tab never paints, so there the app loads at once.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  const load = () => {
    for (const href of (preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const app = document.createElement("script");
    app.type = "module";
    app.crossOrigin = "";
    app.src = entry;
    document.head.append(app);
  };
  if (document.visibilityState === "hidden") load();
  else requestAnimationFrame(() => setTimeout(load, 0));
})();
