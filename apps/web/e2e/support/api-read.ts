/**
 * A public API read from Node, as the tests set up their data: `GET {apiUrl}{path}`, parsed.
 * Throws, naming the path and status, when the API does not answer 2xx.
 * @example const journals = await readApi<{ data: Journal[] }>(apiUrl, 'journals');
 */
export async function readApi<T>(apiUrl: string, path: string): Promise<T> {
  const response = await fetch(new URL(path, apiUrl));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}
