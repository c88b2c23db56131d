import { describe, expect, it } from 'vitest';
import { loggableUrl, serializeRequest } from './log-serializers';

describe('request log lines', () => {
  it('never carry a review link’s token, in a path or a query', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
    expect(loggableUrl(`/api/review-links/${token}/discussions/editor-reviewer-4`)).toBe(
      '/api/review-links/[redacted]/discussions/editor-reviewer-4',
    );
    expect(loggableUrl(`/api/review-links/${token}`)).toBe('/api/review-links/[redacted]');
    expect(loggableUrl(`/review?token=${token}#discussion`)).toBe(
      '/review?token=[redacted]#discussion',
    );
    expect(loggableUrl(`/x?a=1&token=${token}&b=2`)).toBe('/x?a=1&token=[redacted]&b=2');
    // Other addresses are left as they are.
    expect(loggableUrl('/api/reviews/4/discussions?discussion=editors')).toBe(
      '/api/reviews/4/discussions?discussion=editors',
    );
  });

  it('keeps the default fields of a request', () => {
    expect(
      serializeRequest({
        method: 'GET',
        url: '/api/review-links/secret/discussions',
        host: 'api.quire.test',
        ip: '127.0.0.1',
        socket: { remotePort: 5123 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/review-links/[redacted]/discussions',
      host: 'api.quire.test',
      remoteAddress: '127.0.0.1',
      remotePort: 5123,
    });
  });
});
