import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight';

describe('highlightSegments', () => {
  it('splits marked and plain runs', () => {
    expect(highlightSegments('a <mark>b</mark> c')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c', marked: false },
    ]);
  });

  it('decodes the escaped text', () => {
    expect(highlightSegments('&lt;i&gt; &amp; &quot;q&quot; &#39;s&#x27;')).toEqual([
      { text: '<i> & "q" \'s\'', marked: false },
    ]);
  });

  it('keeps any other markup as literal text, never as tags', () => {
    const segments = highlightSegments(
      '<img src=x onerror=alert(1)><mark><script>x</script></mark>',
    );
    expect(segments).toEqual([
      { text: '<img src=x onerror=alert(1)>', marked: false },
      { text: '<script>x</script>', marked: true },
    ]);
  });

  it('accepts upper-case mark tags and merges empty marks away', () => {
    expect(highlightSegments('a<MARK></MARK>b<mark>c</MARK>')).toEqual([
      { text: 'ab', marked: false },
      { text: 'c', marked: true },
    ]);
  });

  it('keeps invalid numeric references as text', () => {
    expect(highlightSegments('&#0; &#xD800; &#x1F600;')).toEqual([
      { text: '&#0; &#xD800; 😀', marked: false },
    ]);
  });

  it('is empty for an empty snippet', () => {
    expect(highlightSegments('')).toEqual([]);
  });
});
