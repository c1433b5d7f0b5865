/** A multipart/form-data body with text fields and files, built by the platform's FormData as a browser would. */
export async function formData(
  fields: Record<string, string>,
  files: { name: string; filename: string; content: Buffer; type?: string }[] = [],
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.name, new Blob([f.content], { type: f.type ?? 'application/octet-stream' }), f.filename);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') ?? '' },
  };
}
