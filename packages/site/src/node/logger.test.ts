import { describe, expect, it } from 'vitest';
import { createLogger, loggableUrl } from './logger';

describe('the web server’s log', () => {
  it('never writes a review link’s token', () => {
    const token = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcd';
    expect(loggableUrl(`/review?token=${token}#discussion`)).toBe(
      '/review?token=[redacted]#discussion',
    );
    expect(loggableUrl(`/review?discussion=editor-reviewer-2&token=${token}`)).toBe(
      '/review?discussion=editor-reviewer-2&token=[redacted]',
    );
    expect(loggableUrl(`/api/review-links/${token}/discussions`)).toBe(
      '/api/review-links/[redacted]/discussions',
    );
    expect(loggableUrl('/panel/reviews/4?discussion=editors')).toBe(
      '/panel/reviews/4?discussion=editors',
    );
  });

  it('writes one JSON line per entry at its level and above', () => {
    const lines: string[] = [];
    const log = createLogger({ level: 'info', write: (line) => lines.push(line) });
    log.debug('hidden');
    log.info('request', { url: loggableUrl('/review?token=secret') });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      level: 30,
      msg: 'request',
      url: '/review?token=[redacted]',
    });
  });
});
