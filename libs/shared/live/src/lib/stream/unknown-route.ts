/**
 * Whether an answer is an unknown route's 404 — a service without the endpoint (one that
 * implements SPEC.md only, a proxy's page) — and not a 404 of the API that names its `code`.
 * Reads the answer's body.
 */
export async function isUnknownRoute(response: Response): Promise<boolean> {
  if (response.status !== 404) return false;
  try {
    const body: unknown = JSON.parse(await response.text());
    return !(typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'string');
  } catch {
    return true;
  }
}
