// Every operation of the served OpenAPI document, and every status it documents that HTTP can reach, sent
// through the Prism proxy. Each answer must have the status meant and carry no Prism violation; at the end
// every documented (operation, status) pair must have been produced, except the ones Prism cannot carry:
// - 500 (no request makes a healthy server fail) and `default` (a catch-all shape, not a status);
// - HEAD: Prism parses any application/json answer as JSON, and a HEAD answer has no body, so it fails with
//   "Unexpected end of JSON input" before validating (prism-http parseResponseBody, still so in 5.16.0);
// - 405: Prism only routes methods the document declares, so a wrong method never reaches the server.
// test/contract.test.ts checks each of these against the same served document without Prism.
const [proxy, specUrl, mode] = process.argv.slice(2);

// --canary: the proxy runs on a document whose Offer.price was made a string on purpose; GET /api/offer must
// come back as a violation, or this whole check could not fail.
if (mode === '--canary') {
  const res = await fetch(`${proxy}/api/offer`);
  const caught = res.headers.has('sl-violations') || res.status >= 500;
  console.log(`Prism canary: a response against a broken document ${caught ? 'is' : 'is NOT'} reported`);
  process.exit(caught ? 0 : 1);
}

const doc = await (await fetch(specUrl)).json();
const seen = new Set();
const problems = [];
const METHODS = ['get', 'head', 'post', 'options'];

const beyondPrism = (method, status) =>
  ['500', 'default'].includes(status) || method === 'head' || status === '405';
const exempt = new Set();

async function send(op, status, path, init = {}) {
  const res = await fetch(`${proxy}${path}`, { redirect: 'manual', ...init });
  await res.arrayBuffer();
  const violations = res.headers.get('sl-violations');
  const label = `${op.operationId} ${init.method ?? 'GET'} ${path.slice(0, 60)}`;
  if (res.status !== status) problems.push(`${label}: expected ${status}, got ${res.status}`);
  else if (violations) problems.push(`${label}: ${violations}`);
  else if (res.headers.get('content-type')?.includes('problem+json'))
    problems.push(`${label}: Prism error answer`);
  else seen.add(`${op.operationId} ${status}`);
  return res;
}

const slugs = doc.components.schemas.PageSlug.enum;
const body = (value) => (typeof value === 'string' ? value : JSON.stringify(value));

for (const [template, item] of Object.entries(doc.paths)) {
  const paths = template.includes('{slug}') ? slugs.map((s) => template.replace('{slug}', s)) : [template];
  const [first] = paths;
  for (const method of METHODS.filter((m) => item[m])) {
    const op = item[method];
    const M = method.toUpperCase();
    for (const status of Object.keys(op.responses)) {
      if (beyondPrism(method, status)) {
        exempt.add(`${op.operationId} ${status}`);
      } else if (status === '200' && method === 'post') {
        const requests = op.requestBody.content['application/json'].examples;
        for (const ex of Object.values(requests))
          await send(op, 200, first, { method: M, body: body(ex.value) });
      } else if (status === '200') {
        for (const path of paths) await send(op, 200, path, { method: M });
      } else if (status === '204') {
        const headers = { origin: 'https://agent.example', 'access-control-request-method': 'GET' };
        await send(op, 204, first, { method: M, headers });
      } else if (status === '304') {
        const etag = (await fetch(`${proxy}${first}`)).headers.get('etag');
        await send(op, 304, first, { method: M, headers: { 'if-none-match': etag } });
      } else if (status === '400') {
        for (const raw of ['', '{"annualRevenue": ']) await send(op, 400, first, { method: M, body: raw });
      } else if (status === '404') {
        await send(op, 404, template.replace('{slug}', 'no-such-page'), { method: M });
      } else if (status === '405') {
        await send(op, 405, first, {
          method: method === 'post' ? 'GET' : 'POST',
          body: method === 'post' ? undefined : '{}',
        });
      } else if (status === '413') {
        await send(op, 413, first, { method: M, body: ' '.repeat(70 * 1024) });
      } else if (status === '414') {
        await send(op, 414, `${first}?q=${'a'.repeat(9 * 1024)}`, { method: M });
      } else if (status === '422') {
        // An object with no field, and one with a wrong type, an out-of-range value and an unknown property.
        for (const raw of ['{}', '{"annualRevenue":-5,"founderLed":"yes","budget":1}'])
          await send(op, 422, first, { method: M, body: raw });
      } else if (status === '431') {
        const headers = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`x-h${i}`, String(i)]));
        await send(op, 431, first, { method: M, headers, body: method === 'post' ? '{}' : undefined });
      }
    }
  }
}

const documented = Object.values(doc.paths).flatMap((item) =>
  METHODS.filter((m) => item[m]).flatMap((m) =>
    Object.keys(item[m].responses)
      .filter((s) => !beyondPrism(m, s))
      .map((s) => `${item[m].operationId} ${s}`),
  ),
);
const missed = documented.filter((pair) => !seen.has(pair));
for (const p of problems) console.error(`violation or mismatch: ${p}`);
for (const m of missed) console.error(`not produced through the proxy: ${m}`);
console.log(
  `Prism: ${seen.size} (operation, status) pairs produced through the proxy with no violation; ${problems.length} problems; ${missed.length} missed; ${exempt.size} pairs Prism cannot carry (500, default, HEAD, 405) are left to test/contract.test.ts`,
);
if (problems.length > 0 || missed.length > 0) process.exit(1);
