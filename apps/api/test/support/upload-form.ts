/** A multipart upload as a browser or a script sends it: the body and its content type, with its boundary. */
export async function uploadForm(content: string, fileName: string) {
  const data = new FormData();
  data.append('file', new Blob([content]), fileName);
  const body = new Response(data);
  return { payload: Buffer.from(await body.arrayBuffer()), contentType: body.headers.get('content-type') ?? '' };
}
