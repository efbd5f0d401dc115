// The yardstick for bench/edge: what this machine serves with nothing but node:http, a fixed 1 KB JSON body.
import { createServer } from 'node:http';

const items = Array.from({ length: 12 }, (_, i) => ({ id: `item-${i}`, name: `Item number ${i}`, price: 990 + i }));
const unpadded = JSON.stringify({ items, total: items.length, padding: '' }).length;
const json = Buffer.from(JSON.stringify({ items, total: items.length, padding: 'x'.repeat(1024 - unpadded) }));

const server = createServer((_request, response) => {
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': json.length });
  response.end(json);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`${JSON.stringify({ url: `http://127.0.0.1:${server.address().port}`, bytes: json.length })}\n`));
