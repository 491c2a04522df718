import { useState } from 'react';
import { Button, Typography } from 'antd';
import { DownloadOutlined, FileOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ExtraFile } from './extraFiles.ts';

function downloadText(name: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/plain;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** The Problem Annex tab: the files a program may read; a name shows the content, a button downloads it. */
export function ProblemAnnex({ files }: { files: readonly ExtraFile[] }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<string | null>(files[0]?.name ?? null);
  const current = files.find((f) => f.name === shown) ?? null;
  return (
    <div className="problem-annex" data-testid="problem-annex">
      <Typography.Paragraph type="secondary">{t('problem.annex.hint')}</Typography.Paragraph>
      <ul className="problem-annex__list">
        {files.map((f) => (
          <li key={f.name} className={f.name === shown ? 'problem-annex__item problem-annex__item--active' : 'problem-annex__item'}>
            <Button type="link" icon={<FileOutlined />} onClick={() => setShown(f.name)} data-testid={`annex-file-${f.name}`}>
              {f.name}
            </Button>
            <Button
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => downloadText(f.name, f.content)}
              data-testid={`annex-download-${f.name}`}
            >
              {t('problem.annex.download')}
            </Button>
          </li>
        ))}
      </ul>
      {current ? (
        <div className="problem-annex__content">
          <div className="problem-annex__name">{current.name}</div>
          <pre data-testid="annex-content">{current.content}</pre>
        </div>
      ) : null}
    </div>
  );
}
