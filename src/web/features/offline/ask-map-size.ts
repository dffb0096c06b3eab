import { OFFLINE_MESSAGES as M } from "../../../shared/messages";
import { toast } from "../../lib/toast";
import { readableSize } from "./readable-size";

/** The questions waiting for an answer, each with the way to say no. */
const open = new Set<() => void>();

/** Answers every open question no: its reader has signed out. */
export function dismissMapQuestions(): void {
  for (const no of [...open]) no();
}

/**
 * Tells the reader how large a guide's map is before keeping more than 10 MB of it, and waits for their answer
 * (docs/product.md §2 Offline); closing the toast is a no.
 */
export function askToKeepMap(guideName: string, bytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const text = M.mapSize(guideName, readableSize(bytes));
    const answer = (yes: boolean) => {
      if (answered) return;
      answered = true;
      open.delete(no);
      toast.dismiss(text);
      resolve(yes);
    };
    const no = () => answer(false);
    open.add(no);
    toast(text, {
      id: text,
      duration: Number.POSITIVE_INFINITY,
      action: { label: M.keepMap, onClick: () => answer(true) },
      cancel: { label: M.skipMap, onClick: () => answer(false) },
      onDismiss: () => answer(false),
    });
  });
}
