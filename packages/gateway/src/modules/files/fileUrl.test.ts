import { describe, expect, it } from 'vitest';
import { platformPathOf, sameOriginFileUrl, sameOriginUploadUrl } from './fileUrl.js';

describe('upload and file URLs', () => {
  it('moves platform upload URLs to the gateway origin and back', () => {
    expect(sameOriginUploadUrl('/backoffice/uploads/abc.def')).toBe('/uploads/abc.def');
    expect(platformPathOf('/uploads/abc.def')).toBe('/backoffice/uploads/abc.def');
    expect(platformPathOf('/files/k.png')).toBe('/backoffice/files/k.png');
    expect(sameOriginFileUrl('/backoffice/files/k.png')).toBe('/files/k.png');
    expect(platformPathOf('/uploads/')).toBeNull();
  });

  it("maps a document's file path (type, id, extension) both ways", () => {
    expect(sameOriginFileUrl('/backoffice/files/private/12.pdf')).toBe('/files/private/12.pdf');
    expect(platformPathOf('/files/private/12.pdf')).toBe('/backoffice/files/private/12.pdf');
  });

  it('passes absolute (S3) URLs through unchanged', () => {
    expect(sameOriginUploadUrl('https://bucket.s3.example/x?sig=1')).toBe('https://bucket.s3.example/x?sig=1');
    expect(sameOriginFileUrl('https://bucket.s3.example/k.png')).toBe('https://bucket.s3.example/k.png');
  });
});
