import { describe, expect, it } from 'vitest';
import { createSseParser, type SseEvent } from './sse-parser';

/** Feeds `chunks` to a fresh parser; the events and retries it reports. */
function parse(chunks: readonly string[]) {
  const events: SseEvent[] = [];
  const retries: number[] = [];
  const parser = createSseParser({ onEvent: (event) => events.push(event), onRetry: (ms) => retries.push(ms) });
  for (const chunk of chunks) parser.push(chunk);
  return { events, retries };
}

/** Every way to cut `text` in two, and every character alone. */
function cuts(text: string): string[][] {
  const ways = [[...text]];
  for (let at = 0; at <= text.length; at += 1) ways.push([text.slice(0, at), text.slice(at)]);
  return ways;
}

const STREAM = [
  ': ping',
  'event: ready',
  'data: {}',
  '',
  'id: 17',
  'event: change',
  'data: {"a":1,',
  'data:"b":2}',
  '',
  ': comment between events',
  'data: plain',
  '',
  '',
].join('\n');

const EXPECTED: SseEvent[] = [
  { event: 'ready', data: '{}', id: '' },
  { event: 'change', data: '{"a":1,\n"b":2}', id: '17' },
  { event: 'message', data: 'plain', id: '17' },
];

describe('createSseParser', () => {
  it('given a stream with comments, named events, ids and multi-line data, should dispatch each event once at its blank line', () => {
    expect(parse([STREAM]).events).toEqual(EXPECTED);
  });

  it('given the stream cut at any character, should dispatch the same events', () => {
    for (const chunks of cuts(STREAM)) expect(parse(chunks).events).toEqual(EXPECTED);
  });

  it('given CRLF, CR or LF line ends, cut anywhere (also between CR and LF), should read the same events', () => {
    for (const end of ['\r\n', '\r']) {
      const text = STREAM.replaceAll('\n', end);
      for (const chunks of cuts(text)) expect(parse(chunks).events).toEqual(EXPECTED);
    }
  });

  it('given an event without a blank line after it yet, should wait for the blank line', () => {
    const events: SseEvent[] = [];
    const parser = createSseParser({ onEvent: (event) => events.push(event) });
    parser.push('event: change\ndata: x\n');
    expect(events).toEqual([]);
    parser.push('\n');
    expect(events).toEqual([{ event: 'change', data: 'x', id: '' }]);
  });

  it('given events without data, unknown fields, a BOM, an id with NUL and retry fields, should follow the standard', () => {
    const { events, retries } = parse(['\uFEFFevent: nothing\n\n', 'id: 5\nfoo: bar\ndata\n\n', 'id: a\0b\ndata: y\n\n', 'retry: 2500\nretry: soon\n\n']);
    // "data" without a colon is a data line with an empty value; the NUL id is ignored (5 stays).
    expect(events).toEqual([
      { event: 'message', data: '', id: '5' },
      { event: 'message', data: 'y', id: '5' },
    ]);
    expect(retries).toEqual([2500]);
  });

  it('given a value without the space after the colon or with two, should drop exactly one space', () => {
    expect(parse(['data:a\ndata:  b\n\n']).events).toEqual([{ event: 'message', data: 'a\n b', id: '' }]);
  });
});
