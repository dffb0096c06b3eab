import { MESSAGES } from "../../../shared/messages";
import { Button } from "./button";

/** What a list says when it could not load, with a way to ask again. */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-4 py-12 text-center">
      <p className="text-muted">{text}</p>
      <Button variant="secondary" onClick={onRetry}>
        {MESSAGES.cityGuides.tryAgain}
      </Button>
    </div>
  );
}
