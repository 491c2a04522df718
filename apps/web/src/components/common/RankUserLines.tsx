import { Tag } from 'antd';
import { Link } from 'react-router';
import './rankUserLines.css';

/** A short mark beside a ranked user's name (you, a girl, a star team). */
export interface RankUserFlag {
  color: string;
  label: string;
}

/**
 * A ranked user as a rank row shows them, a contest's board or a training's record: the name
 * (cut short, whole on hover) with its flags, and the school under it.
 */
export function RankUserLines({
  name,
  to,
  school,
  flags,
  className,
  nameTestId,
}: {
  name: string;
  /** The user's home page. */
  to: string;
  school: string | null | undefined;
  flags: readonly RankUserFlag[];
  className?: string | undefined;
  nameTestId?: string | undefined;
}) {
  return (
    <div className={className ? `rank-user-lines ${className}` : 'rank-user-lines'}>
      <div className="rank-user-lines__line">
        <Link className="rank-user-lines__name" to={to} title={name} data-testid={nameTestId}>
          {name}
        </Link>
        {flags.map((f) => (
          <Tag key={f.label} className="rank-user-lines__flag" color={f.color}>
            {f.label}
          </Tag>
        ))}
      </div>
      {school ? (
        <div className="rank-user-lines__school" title={school}>
          {school}
        </div>
      ) : null}
    </div>
  );
}
