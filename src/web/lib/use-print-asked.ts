import { useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * False until the page is about to go to paper (the browser's `beforeprint`, or the print media starting to
 * apply, as a print preview or an emulated print does), true from then on. What only paper shows waits for it:
 * the guide's QR code took 60-100 ms of a phone's main thread at every guide page's start (issue 63).
 */
export function usePrintAsked(): boolean {
  const [asked, setAsked] = useState(false);
  useEffect(() => {
    if (asked) return;
    const print = window.matchMedia("print");
    // Synchronous, so the drawing is in the page before the browser lays it out for paper.
    const ask = () => flushSync(() => setAsked(true));
    const onMedia = () => print.matches && ask();
    window.addEventListener("beforeprint", ask);
    print.addEventListener("change", onMedia);
    return () => {
      window.removeEventListener("beforeprint", ask);
      print.removeEventListener("change", onMedia);
    };
  }, [asked]);
  return asked;
}
