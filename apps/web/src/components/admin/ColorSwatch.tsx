/** A colour shown as a small square beside its hex code (a tag's, a category's, a balloon's). */
export function ColorSwatch({ color }: { color: string }) {
  return (
    <span className="admin-swatch">
      <span className="admin-swatch__dot" style={{ background: color }} />
      <span className="admin-mono">{color}</span>
    </span>
  );
}
