import type { FastifyInstance } from 'fastify';

const METHOD_ORDER = ['get', 'post', 'put', 'patch', 'delete'] as const;

interface OperationObject {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: unknown }> }
  >;
}

interface OpenApiDocument {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Partial<Record<(typeof METHOD_ORDER)[number], OperationObject>>>;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function schemaBlock(label: string, schema: unknown): string {
  if (!schema) return '';
  return `<details><summary>${escapeHtml(label)}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
}

/** A parameter's allowed values (a zod enum), e.g. the citation formats: `: one of a, b, c`. */
function allowedValues(schema: unknown): string {
  const values = (schema as { enum?: unknown[] } | undefined)?.enum;
  if (!Array.isArray(values) || values.length === 0) return '';
  return `: one of ${values.map((value) => `<code>${escapeHtml(String(value))}</code>`).join(', ')}`;
}

function renderOperation(method: string, path: string, operation: OperationObject): string {
  const parameters = (operation.parameters ?? [])
    .map(
      (parameter) =>
        `<li><code>${escapeHtml(parameter.name)}</code> <small>(${escapeHtml(parameter.in)}${parameter.required ? ', required' : ''})</small>${allowedValues(parameter.schema)}</li>`,
    )
    .join('');
  const body = operation.requestBody?.content?.['application/json']?.schema;
  const responses = Object.entries(operation.responses ?? {})
    .map(([status, response]) =>
      schemaBlock(
        `${status} ${response.description ?? ''}`,
        response.content?.['application/json']?.schema ?? {},
      ),
    )
    .join('');
  return `<article class="op" id="${escapeHtml(`${method}-${path}`)}">
  <h3><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
  ${operation.summary ? `<p>${escapeHtml(operation.summary)}</p>` : ''}
  ${operation.description ? `<p>${escapeHtml(operation.description)}</p>` : ''}
  ${parameters ? `<ul>${parameters}</ul>` : ''}
  ${schemaBlock('Request body', body)}
  ${responses}
</article>`;
}

/**
 * Renders the OpenAPI document as one readable HTML page: endpoints grouped by tag, each with its
 * parameters and JSON schemas. Self-contained (no CDN), so it works offline and behind firewalls.
 */
export function renderOpenApiDocs(document: OpenApiDocument): string {
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths ?? {})) {
    for (const method of METHOD_ORDER) {
      const operation = operations[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, operation)]);
    }
  }
  const sections = [...groups.entries()]
    .map(
      ([tag, operations]) =>
        `<section><h2 id="${escapeHtml(tag)}">${escapeHtml(tag)}</h2>${operations.join('')}</section>`,
    )
    .join('');
  const toc = [...groups.keys()]
    .map((tag) => `<a href="#${escapeHtml(tag)}">${escapeHtml(tag)}</a>`)
    .join(' · ');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} — API reference</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;color:#0f172a}
h1{margin-bottom:0}.op{border:1px solid #cbd5e1;border-radius:.5rem;padding:.25rem 1rem;margin:1rem 0}
.method{display:inline-block;min-width:4.5rem;font-size:.8rem;padding:.1rem .4rem;border-radius:.25rem;color:#fff;background:#334155;text-align:center}
.get{background:#1d4ed8}.post{background:#15803d}.put,.patch{background:#a16207}.delete{background:#b91c1c}
pre{background:#f1f5f9;padding:.5rem;overflow:auto;font-size:.85rem}summary{cursor:pointer}
</style></head><body>
<header><h1>${escapeHtml(document.info.title)}</h1><p>Version ${escapeHtml(document.info.version)} · <a href="openapi.json">openapi.json</a></p>
<p>${escapeHtml(document.info.description ?? '')}</p><nav aria-label="Tags">${toc}</nav></header>
<main>${sections}</main></body></html>`;
}

/** Serves the generated document at `/api/openapi.json` and the readable page at `/api/docs`. */
export function registerOpenApiRoutes(app: FastifyInstance): void {
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/api/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .send(renderOpenApiDocs(app.swagger() as OpenApiDocument)),
  );
}
