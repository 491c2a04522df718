import { Card, Tooltip } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The remote judges problems can come from (spec part 1 §1), drawn as badges. */
export const REMOTE_JUDGES = [
  { key: 'HDU', name: 'HDU Online Judge', short: 'HDU', color: '#1a5fb4', accent: '#99c1f1' },
  { key: 'CF', name: 'Codeforces', short: 'CF', color: '#c01c28', accent: '#f6d32d' },
  { key: 'POJ', name: 'PKU JudgeOnline', short: 'POJ', color: '#813d9c', accent: '#dc8add' },
  { key: 'GYM', name: 'Codeforces Gym', short: 'GYM', color: '#2a7b4f', accent: '#8ff0a4' },
  { key: 'AC', name: 'AtCoder', short: 'AC', color: '#222222', accent: '#ffffff' },
  { key: 'SPOJ', name: 'Sphere Online Judge', short: 'SPOJ', color: '#3d6aa8', accent: '#ffbe6f' },
  { key: 'LIBRE', name: 'LibreOJ', short: 'LOJ', color: '#0f766e', accent: '#5eead4' },
] as const;

function JudgeBadge({ short, color, accent }: { short: string; color: string; accent: string }) {
  return (
    <svg viewBox="0 0 120 48" width="100%" height="48" aria-hidden="true" focusable="false">
      <rect x="1" y="1" width="118" height="46" rx="10" fill={color} />
      <rect x="10" y="12" width="6" height="24" rx="3" fill={accent} />
      <text
        x="64"
        y="31"
        textAnchor="middle"
        fontFamily="'Segoe UI', 'Helvetica Neue', Arial, sans-serif"
        fontWeight="700"
        fontSize="20"
        fill="#ffffff"
        letterSpacing="1"
      >
        {short}
      </text>
    </svg>
  );
}

export function RemoteJudges() {
  const { t } = useTranslation();
  return (
    <Card
      className="home-card"
      title={
        <span>
          <GlobalOutlined /> {t('home.remoteJudgesTitle')}
        </span>
      }
      data-testid="remote-judges"
    >
      <div className="remote-judges">
        {REMOTE_JUDGES.map((j) => (
          <Tooltip key={j.key} title={j.name}>
            <div className="remote-judges__item" data-testid={`remote-judge-${j.key}`} aria-label={j.name} role="img">
              <JudgeBadge short={j.short} color={j.color} accent={j.accent} />
              <span className="remote-judges__name">{j.name}</span>
            </div>
          </Tooltip>
        ))}
      </div>
    </Card>
  );
}
