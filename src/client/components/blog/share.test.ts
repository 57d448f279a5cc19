import { describe, expect, it } from 'vitest';
import { shareLinks } from './share';

describe('shareLinks', () => {
  it('points each network at the encoded article URL and title', () => {
    const links = shareLinks('https://syl.example/blog/a-b', 'Plan & win');
    expect(links).toEqual([
      { network: 'LinkedIn', href: 'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fsyl.example%2Fblog%2Fa-b' },
      { network: 'X (Twitter)', href: 'https://twitter.com/intent/tweet?url=https%3A%2F%2Fsyl.example%2Fblog%2Fa-b&text=Plan%20%26%20win' },
      { network: 'Reddit', href: 'https://www.reddit.com/submit?url=https%3A%2F%2Fsyl.example%2Fblog%2Fa-b&title=Plan%20%26%20win' },
    ]);
  });
});
