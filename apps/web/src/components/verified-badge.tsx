import { Icon } from './plain/icon';
import { Hint } from './hint';
import { useT } from '../i18n/i18n';

/** The blue check beside the name of a company the operators have verified. Renders nothing otherwise. */
export function VerifiedBadge({
  verified,
  size = 16,
}: {
  verified: number | boolean | null | undefined;
  size?: number;
}) {
  const t = useT();
  if (!verified) return null;
  return (
    <Hint label={t('Verified employer')}>
      <Icon
        name="rosette-discount-check-filled"
        size={size}
        color="var(--mantine-color-blue-6)"
        aria-label={t('Verified employer')}
        role="img"
        style={{ flexShrink: 0, verticalAlign: 'middle' }}
      />
    </Hint>
  );
}

/**
 * A company name followed by its verified badge, keeping the badge on the line of the last word so that
 * it never wraps alone onto a line of its own.
 */
export function VerifiedName({
  name,
  verified,
  size,
}: {
  name: string;
  verified: number | boolean | null | undefined;
  size?: number;
}) {
  if (!verified) return <>{name}</>;
  const cut = name.trimEnd().lastIndexOf(' ');
  const head = cut > 0 ? name.slice(0, cut + 1) : '';
  const last = cut > 0 ? name.slice(cut + 1) : name;
  return (
    <>
      {head}
      <span style={{ whiteSpace: 'nowrap' }}>
        {last}&nbsp;
        <VerifiedBadge verified={verified} size={size} />
      </span>
    </>
  );
}
