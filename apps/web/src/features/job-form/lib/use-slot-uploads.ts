import { notifications } from '../../../lib/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { JobFormSlot } from '@portal/shared/rules/job-form';
import { FILE_LIMITS } from '@portal/shared/constants';
import { MESSAGES } from '@portal/shared/messages';
import { fileProblem } from '@portal/shared/rules/uploads';
import { usePublicT } from '../../../i18n/public-texts';
import { jobFormTexts } from './texts';
import { uploadJobFormFile } from '../api';
import { emptySlots, type SlotStates } from './job-form-values';

/**
 * The five slots' states and their uploads: a chosen file is checked in the browser (PDF, size), then
 * uploaded at once with its progress; a refusal (the server's 415/413/429, already toasted by the API
 * client) leaves the slot empty. Choosing again or removing cancels a running upload.
 */
export function useSlotUploads() {
  const pt = usePublicT(jobFormTexts);
  const typeError = pt(MESSAGES.uploadType);
  const sizeError = pt(MESSAGES.uploadTooLarge);
  const [slots, setSlots] = useState<SlotStates>(emptySlots);
  const running = useRef<Partial<Record<JobFormSlot, AbortController>>>({});

  useEffect(() => {
    const uploads = running.current;
    return () => {
      for (const controller of Object.values(uploads)) controller?.abort();
    };
  }, []);

  const choose = useCallback(
    async (slot: JobFormSlot, file: File) => {
      // SPEC §5: PDF only, at most the document limit (pdfSlotProblem's rule), in the page's language.
      const problem = fileProblem(file, FILE_LIMITS.document, { type: typeError, size: sizeError });
      if (problem) {
        notifications.show({ color: 'red', message: problem });
        return;
      }
      running.current[slot]?.abort();
      const controller = new AbortController();
      running.current[slot] = controller;
      const set = (state: SlotStates[JobFormSlot]) => {
        if (running.current[slot] === controller) setSlots((all) => ({ ...all, [slot]: state }));
      };
      set({ status: 'uploading', fileName: file.name, percent: 0 });
      try {
        const uploaded = await uploadJobFormFile(
          file,
          (fraction) =>
            set({ status: 'uploading', fileName: file.name, percent: Math.round(fraction * 100) }),
          controller.signal,
        );
        set({ status: 'uploaded', file: uploaded });
      } catch {
        set({ status: 'empty' });
      } finally {
        if (running.current[slot] === controller) delete running.current[slot];
      }
    },
    [typeError, sizeError],
  );

  const remove = useCallback((slot: JobFormSlot) => {
    running.current[slot]?.abort();
    delete running.current[slot];
    setSlots((all) => ({ ...all, [slot]: { status: 'empty' } }));
  }, []);

  return { slots, choose, remove };
}
