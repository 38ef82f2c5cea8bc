/**
 * A decorative line drawing: one SVG path stroked in the current text colour. Icons are drawn
 * this way because emoji and runic glyphs render as empty boxes on systems without those fonts,
 * and an icon font would cost a request.
 */
export interface StrokeIconProps {
  /** SVG path data in the viewBox's coordinates. */
  path: string;
  viewBox?: string;
  width?: number | string;
  height?: number | string;
  strokeWidth?: number;
}

export function StrokeIcon({
  path,
  viewBox = '0 0 24 24',
  width = 24,
  height = width,
  strokeWidth = 1.8,
}: StrokeIconProps) {
  return (
    <svg
      width={width}
      height={height}
      viewBox={viewBox}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      style={{ flex: 'none', verticalAlign: 'middle' }}
    >
      <path d={path} />
    </svg>
  );
}
