/**
 * What the server and its page-drawing thread say to each other (docs/decisions/039): the server asks for a page,
 * the thread asks the server for each API read the page needs and answers with the page drawn, or why not; it
 * also says when it gave memory back (docs/decisions/044) and how large its heap is then.
 */
export type ToRenderer =
  | { kind: "render"; id: number; url: string }
  | { kind: "answer"; id: number; status: number; contentType: string; body: string | null };

export type FromRenderer =
  | { kind: "read"; id: number; url: string }
  | { kind: "rendered"; id: number; page: { html: string; state: unknown } | undefined }
  | { kind: "failed"; id: number; error: string }
  | { kind: "released"; heapMb: number };
