import { useState } from 'react';
import { logoColour, logoInitials } from '../lib/placeholder-logo';

/**
 * A neutral building on a soft background: the logo of a company without one whose name gives no initials.
 * Logos are decorative (the company's name is always beside them), so screen readers skip them.
 */
function DefaultLogo({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="12" fill="#e3fafc" />
      <path d="M18 50V20l16-6v36" fill="#99e9f2" />
      <path d="M34 50V26l12 4v20" fill="#66d9e8" />
      <path d="M14 50h36" stroke="#0b7285" strokeWidth="3" strokeLinecap="round" />
      <g fill="#0b7285">
        <rect x="23" y="24" width="4" height="4" rx="1" />
        <rect x="23" y="32" width="4" height="4" rx="1" />
        <rect x="23" y="40" width="4" height="4" rx="1" />
        <rect x="39" y="34" width="3" height="3" rx="1" />
        <rect x="39" y="41" width="3" height="3" rx="1" />
      </g>
    </svg>
  );
}

/** A company without a logo: its initials in white on its name's colour, so each company looks its own. */
function InitialsLogo({ initials, name, size }: { initials: string; name: string; size: number }) {
  return (
    <div
      aria-hidden="true"
      data-testid="initials-logo"
      style={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: 'var(--mantine-radius-md)',
        background: logoColour(name),
        color: 'var(--mantine-color-white)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontWeight: 700,
        fontSize: Math.round(size * 0.38),
        lineHeight: 1,
        userSelect: 'none',
      }}
    >
      {initials}
    </div>
  );
}

/**
 * A company's logo in a square frame; when it has none (or it fails to load) the company's initials on
 * its colour, or the default image when there is no name to take them from.
 */
export function CompanyLogo({
  src,
  name = '',
  size = 48,
}: {
  src: string | null | undefined;
  /** The company's name, for the placeholder's initials and colour. */
  name?: string | null;
  size?: number;
}) {
  const [failed, setFailed] = useState(false);
  const frame = {
    width: size,
    height: size,
    flexShrink: 0,
    borderRadius: 'var(--mantine-radius-md)',
    overflow: 'hidden',
    background: 'var(--mantine-color-white)',
    border: '1px solid var(--mantine-color-gray-3)',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  } as const;
  if (!src || failed) {
    const initials = logoInitials(name ?? '');
    if (initials) return <InitialsLogo initials={initials} name={name ?? ''} size={size} />;
    return (
      <div style={{ ...frame, border: 'none' }}>
        <DefaultLogo size={size} />
      </div>
    );
  }
  return (
    <div style={frame}>
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
        style={{ width: '100%', height: '100%', objectFit: 'contain' }}
      />
    </div>
  );
}
