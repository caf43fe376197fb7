import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { jsonBody } from './json-body';
import { errorReplies } from './send-error';

const app = Fastify();
errorReplies(app);
jsonBody(app);
app.post('/echo', async (request) => ({ received: request.body === undefined ? 'nothing' : request.body }));

const post = (payload: string, contentType = 'application/json') => app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': contentType }, payload });

describe('JSON bodies', () => {
  it('parses a JSON body', async () => {
    const response = await post('{"name":"Wasserturm","pressure":4.5}');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ received: { name: 'Wasserturm', pressure: 4.5 } });
  });

  it('takes an empty body with the JSON content type as no body', async () => {
    for (const payload of ['', '  \n']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ received: 'nothing' });
    }
  });

  it('refuses malformed JSON with 400 and the contract’s error body', async () => {
    const response = await post('{"name": "Wasserturm"');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: 'Malformed JSON body' });
  });

  it('refuses prototype keys with 400', async () => {
    for (const payload of ['{"__proto__":{"role":"SUPER_ADMIN"}}', '{"constructor":{"prototype":{"role":"SUPER_ADMIN"}}}']) {
      const response = await post(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, message: 'Malformed JSON body' });
    }
  });

  it('refuses another content type with 415 and the contract’s error body', async () => {
    const response = await post('name=Wasserturm', 'application/x-www-form-urlencoded');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });
});
