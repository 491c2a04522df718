/** The Arbiter mark: a balance on a blue tile. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#1f6feb" />
      <path d="M32 12v40M18 52h28M14 22h36" stroke="#fff" strokeWidth="4" strokeLinecap="round" />
      <path d="M14 22l-7 14h14zM50 22l-7 14h14z" fill="none" stroke="#fff" strokeWidth="3" strokeLinejoin="round" />
      <path d="M7 36a7 4 0 0 0 14 0M43 36a7 4 0 0 0 14 0" fill="#fff" />
    </svg>
  );
}
