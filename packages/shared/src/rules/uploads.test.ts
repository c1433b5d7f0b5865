import { describe, expect, it } from 'vitest';
import { FILE_LIMITS } from '../constants';
import { MESSAGES } from '../messages';
import {
  acceptAttribute,
  describeFileLimit,
  fileProblem,
  formatFileSize,
  matchesFileTypes,
  pdfSlotProblem,
} from './uploads';

// What a drop zone states and checks (issue 25, point 5): the limits are the server's FILE_LIMITS.

describe('upload rules', () => {
  it('states each limit in words, exactly', () => {
    expect(describeFileLimit(FILE_LIMITS.resume)).toBe('PDF, at most 10 MB');
    expect(describeFileLimit(FILE_LIMITS.document)).toBe('PDF, at most 10,024 KB');
    expect(describeFileLimit(FILE_LIMITS.paymentSlip)).toBe('JPEG, PNG or PDF, at most 10 MB');
    expect(describeFileLimit(FILE_LIMITS.jobApplicationForm)).toBe('PDF, DOC or DOCX, at most 5 MB');
  });

  it('formats a chosen file size', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(120 * 1024)).toBe('120 KB');
    expect(formatFileSize(2.44 * 1024 * 1024)).toBe('2.4 MB');
  });

  it('matches by reported type or by extension, and accepts both in the input', () => {
    expect(matchesFileTypes({ name: 'scan', type: 'image/png' }, FILE_LIMITS.paymentSlip.types)).toBe(true);
    expect(matchesFileTypes({ name: 'SLIP.JPG', type: '' }, FILE_LIMITS.paymentSlip.types)).toBe(true);
    expect(matchesFileTypes({ name: 'slip.gif', type: 'image/gif' }, FILE_LIMITS.paymentSlip.types)).toBe(
      false,
    );
    expect(acceptAttribute(FILE_LIMITS.resume.types)).toBe('application/pdf,.pdf');
  });

  it('gives the field its message for a wrong type, then for a size over the limit', () => {
    const slip = { type: MESSAGES.slipFormat, size: MESSAGES.fileTooLarge };
    const limit = FILE_LIMITS.paymentSlip;
    expect(fileProblem({ name: 'a.gif', type: 'image/gif', size: 1 }, limit, slip)).toBe(MESSAGES.slipFormat);
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: limit.bytes + 1 }, limit, slip)).toBe(
      MESSAGES.fileTooLarge,
    );
    expect(fileProblem({ name: 'a.png', type: 'image/png', size: limit.bytes }, limit, slip)).toBeNull();
    expect(pdfSlotProblem({ name: 'a.png', type: 'image/png', size: 1 })).toBe(MESSAGES.uploadType);
    expect(pdfSlotProblem({ name: 'a.pdf', type: '', size: FILE_LIMITS.document.bytes + 1 })).toBe(
      MESSAGES.uploadTooLarge,
    );
  });
});
