import { useEffect, useState } from "react";
import type { HoursPosition } from "../../../shared/opening-hours";
import type { HoursAsked, HoursWorkedOut } from "./hours-protocol";

type Answer = Omit<HoursWorkedOut, "id">;
type Waiting = { resolve: (answer: Answer) => void; reject: (error: unknown) => void };

/** One worker for the page, started when hours are first shown; its answers matched to questions by id. */
let worker: Worker | undefined;
let lastId = 0;
const waiting = new Map<number, Waiting>();

function hoursWorker(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL("./hours-worker.ts", import.meta.url), { type: "module" });
  started.onmessage = ({ data }: MessageEvent<HoursWorkedOut>) => {
    const { id, ...answer } = data;
    waiting.get(id)?.resolve(answer);
    waiting.delete(id);
  };
  // Its script could not be fetched (offline before it was ever kept): every question fails, and the next asks anew.
  started.onerror = (event) => {
    event.preventDefault();
    for (const { reject } of waiting.values()) reject(event);
    waiting.clear();
    started.terminate();
    worker = undefined;
  };
  worker = started;
  return started;
}

function workOut(question: Omit<HoursAsked, "id">): Promise<Answer> {
  lastId += 1;
  const id = lastId;
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    hoursWorker().postMessage({ id, ...question } satisfies HoursAsked);
  });
}

/** Hours to work out: as written, on the city's clock, at an instant. */
type HoursQuestion = { hours: string; timeZone: string; now: Date; position: HoursPosition };

/**
 * Open or closed and the week's hours, worked out by the hours worker: undefined until its first answer for these
 * hours (the last answer stays while the next minute's is worked out), "failed" when the worker could not run.
 */
export function useWorkedOutHours({
  hours,
  timeZone,
  now,
  position,
}: HoursQuestion): Answer | "failed" | undefined {
  const [answered, setAnswered] = useState<{ key: string; answer: Answer | "failed" }>();
  const at = now.getTime();
  const lat = position?.lat ?? null;
  const lng = position?.lng ?? null;
  // Another place's hours (or these edited) are not answered by the last answer.
  const key = JSON.stringify([hours, timeZone, lat, lng]);
  useEffect(() => {
    let current = true;
    workOut({ hours, timeZone, now: at, position: { lat, lng } }).then(
      (answer) => current && setAnswered({ key, answer }),
      () => current && setAnswered({ key, answer: "failed" }),
    );
    return () => {
      current = false;
    };
  }, [key, hours, timeZone, at, lat, lng]);
  return answered?.key === key ? answered.answer : undefined;
}
