/** A file as a browser sends it in a form; without a type the encoder says application/octet-stream. */
export type FilePart = { name: string; type?: string; data: Uint8Array };

/**
 * A multipart/form-data body ready for `app.inject({ payload, headers })`: text fields (an object as its JSON; an
 * undefined one left out), then each named field's files in order, encoded as `fetch` would send them.
 */
export async function multipartForm(
  fields: Record<string, object | string | undefined>,
  files: Record<string, FilePart | FilePart[] | undefined> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, typeof value === "string" ? value : JSON.stringify(value));
  }
  for (const [name, parts] of Object.entries(files)) {
    for (const part of parts === undefined ? [] : [parts].flat()) {
      form.append(name, new Blob([new Uint8Array(part.data)], { type: part.type ?? "" }), part.name);
    }
  }
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
  };
}
