import type { FastifyPluginAsync } from 'fastify';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  description?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
};
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { name: string; in: string; required?: boolean; schema?: JsonSchema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
};
type OpenApiDocument = {
  info: { title: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function describeType(schema: JsonSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' | ');
  if (schema.type === 'array') return `${describeType(schema.items)}[]`;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'object');
  return schema.format ? `${type} (${schema.format})` : type;
}

function renderSchema(schema: JsonSchema | undefined, depth = 0): string {
  if (!schema) return '';
  const target = schema.type === 'array' && schema.items ? schema.items : schema;
  if (!target.properties || depth > 3) return `<code>${escapeHtml(describeType(schema))}</code>`;
  const rows = Object.entries(target.properties)
    .map(([name, child]) => {
      const required = target.required?.includes(name) ? ' <span class="req">required</span>' : '';
      const nested = child.properties || child.items?.properties ? renderSchema(child, depth + 1) : '';
      return `<li><code>${escapeHtml(name)}</code>: <code>${escapeHtml(describeType(child))}</code>${required}${nested}</li>`;
    })
    .join('');
  return `<ul>${rows}</ul>`;
}

/** A readable API reference rendered on the server from the same document as /api/openapi.json. */
export function renderApiDocs(doc: OpenApiDocument): string {
  const sections = Object.entries(doc.paths ?? {})
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => {
        const params = (op.parameters ?? [])
          .map(
            (p) =>
              `<li><code>${escapeHtml(p.name)}</code> (${escapeHtml(p.in)}): <code>${escapeHtml(describeType(p.schema))}</code>${p.required ? ' <span class="req">required</span>' : ''}</li>`,
          )
          .join('');
        const body = op.requestBody?.content?.['application/json']?.schema;
        const responses = Object.entries(op.responses ?? {})
          .map(([status, response]) => {
            const schema = response.content?.['application/json']?.schema;
            return `<li><strong>${escapeHtml(status)}</strong>${schema ? renderSchema(schema) : ''}</li>`;
          })
          .join('');
        return `<section><h2><span class="method ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h2>
${op.summary ? `<p>${escapeHtml(op.summary)}</p>` : ''}
${params ? `<h3>Parameters</h3><ul>${params}</ul>` : ''}
${body ? `<h3>Request body (JSON)</h3>${renderSchema(body)}` : ''}
${responses ? `<h3>Responses</h3><ul>${responses}</ul>` : ''}</section>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} reference</title><meta name="robots" content="noindex, nofollow">
<link rel="stylesheet" href="/api/docs.css"></head><body><main>
<h1>${escapeHtml(doc.info.title)} reference</h1>
<p>${escapeHtml(doc.info.description ?? '')} Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${sections}</main></body></html>`;
}

const DOCS_CSS = `body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}main{max-width:60rem;margin:0 auto;padding:1.5rem}
section{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1rem 1.25rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}
h3{font-size:.95rem;margin:.75rem 0 .25rem}.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:.375rem;padding:.1rem .4rem;color:#fff;background:#334155;font-size:.85rem}
.get{background:#1d4ed8}.post{background:#047857}.delete{background:#b91c1c}.req{color:#b91c1c;font-size:.8rem}code{font-size:.9em}`;

export const docsRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  app.get('/docs', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(renderApiDocs(app.swagger() as unknown as OpenApiDocument)),
  );
  app.get('/docs.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(DOCS_CSS),
  );
};
