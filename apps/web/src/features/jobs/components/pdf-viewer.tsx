import { Icon } from '../../../components/plain/icon';
import { useEffect, useRef, useState } from 'react';
import { anchorClass, Group, Paper, Text } from '../../../components/plain/layout';
import { useT } from '../../../i18n/i18n';

const FRAME_HEIGHT = 600;
const frameStyle = {
  width: '100%',
  height: FRAME_HEIGHT,
  border: '1px solid var(--mantine-color-gray-3)',
  borderRadius: 'var(--mantine-radius-sm)',
  display: 'block',
} as const;

/**
 * The job's PDF advert: a link and an embedded viewer, with a plain link where the browser cannot show PDFs.
 *
 * The viewer is an iframe, not <object>: the CSP allows no plugins (object-src 'none') and frames only
 * from this site, where the advert is served. It is created when its place comes near the screen: the
 * browser's PDF viewer costs a third of a second of main-thread work on a phone (Lighthouse's blocking
 * time on /job/{id} went from 100 to 400 ms with it), and `loading="lazy"` still starts it on load when
 * it is within a few screens. Its place keeps the viewer's size, so nothing moves when it arrives; without
 * JavaScript the iframe comes from <noscript>.
 */
/**
 * The advert's address on this site, path only: the API answers absolute APP_URL links, but the page may be
 * reached under another host name (a load balancer's, a staging name), where an absolute link would leave
 * the site the CSP lets the viewer frame (issue 25, point 8).
 */
export function sitePath(url: string): string {
  const parsed = new URL(url, 'http://site.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

export function PdfViewer({ url: link, title }: { url: string; title: string }) {
  const url = sitePath(link);
  const t = useT();
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setNear(true);
        observer.disconnect();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const frame = <iframe src={url} title={t('{title} (PDF)', { title })} style={frameStyle} />;
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" mb="sm" gap="xs">
        <Group gap={8} wrap="nowrap" justify="flex-start">
          <Icon name="file-type-pdf" size={22} color="var(--mantine-color-red-7)" />
          <Text fw={600}>{t('Job advert (PDF)')}</Text>
        </Group>
        <Text
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          className={anchorClass}
        >
          <Group gap={4} wrap="nowrap" justify="flex-start">
            {t('Open PDF')} <Icon name="external-link" size={14} />
          </Group>
        </Text>
      </Group>
      <div ref={place} style={{ minHeight: FRAME_HEIGHT }}>
        {near ? frame : <noscript>{frame}</noscript>}
      </div>
    </Paper>
  );
}
