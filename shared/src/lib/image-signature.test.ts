import { contentMatchesType, sniffImageType } from './image-signature';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

describe('image signatures', () => {
  it('recognises PNG, JPEG and GIF', () => {
    expect(sniffImageType(PNG)).toBe('image/png');
    expect(sniffImageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(new TextEncoder().encode('GIF89a....'))).toBe('image/gif');
    expect(sniffImageType(new TextEncoder().encode('<svg onload=x>'))).toBeNull();
  });

  it('accepts a file whose bytes match its type and refuses one that lies', async () => {
    expect(await contentMatchesType(new Blob([PNG], { type: 'image/png' }))).toBe(true);
    expect(await contentMatchesType(new Blob(['<script>'], { type: 'image/png' }))).toBe(false);
    expect(await contentMatchesType(new Blob([PNG], { type: 'image/gif' }))).toBe(false);
  });
});
