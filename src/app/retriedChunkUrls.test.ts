import { withRetriedChunkUrls } from './retriedChunkUrls';

const importedUrls = () => {
  const urls: string[] = [];
  return { urls, importChunk: withRetriedChunkUrls(async (url) => void urls.push(url)) };
};

describe('the URL a chunk is imported from', () => {
  it('is its own file the first time', async () => {
    const { urls, importChunk } = importedUrls();
    await importChunk('/assets/cook.0123abcd.js');
    expect(urls).toEqual(['/assets/cook.0123abcd.js']);
  });

  it('is new on every retry, so a failed import the browser remembers is not given back', async () => {
    const { urls, importChunk } = importedUrls();
    for (let attempt = 0; attempt < 3; attempt += 1) await importChunk('/assets/cook.0123abcd.js');
    expect(urls).toEqual([
      '/assets/cook.0123abcd.js',
      '/assets/cook.0123abcd.js?retry=1',
      '/assets/cook.0123abcd.js?retry=2',
    ]);
  });

  it('counts retries chunk by chunk', async () => {
    const { urls, importChunk } = importedUrls();
    await importChunk('/assets/cook.0123abcd.js');
    await importChunk('/assets/preferences.0123abcd.js');
    expect(urls).toEqual(['/assets/cook.0123abcd.js', '/assets/preferences.0123abcd.js']);
  });
});
