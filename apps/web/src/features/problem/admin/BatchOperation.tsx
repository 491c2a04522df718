import { useState } from 'react';
import { Card, Col, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@arbiter/contract';
import { IMPORT_FORMATS } from '../api/admin-problem.ts';
import { ExportPanel } from './ExportPanel.tsx';
import { ImportCard } from './ImportCard.tsx';
import { VerificationPanel } from './VerificationPanel.tsx';
import './problemAdmin.css';

/** /admin/problem/batch-operation — import in five formats and export a selection (hoj-api §12; root). */
export default function BatchOperation() {
  const { t } = useTranslation();
  // Problems imported from Kattis packages on this visit: their reference submissions' reports.
  const [verifying, setVerifying] = useState<ImportResult['problems']>([]);
  return (
    <div className="admin-page" data-testid="batch-operation">
      <div className="admin-page__head">
        <h2 className="admin-page__title">{t('problemAdmin.batch.title')}</h2>
      </div>
      <Card size="small" title={t('problemAdmin.batch.importTitle')} className="admin-section">
        <p className="muted">{t('problemAdmin.batch.importHint')}</p>
        <Row gutter={[16, 16]}>
          {IMPORT_FORMATS.map((format) => (
            <Col key={format} xs={24} sm={12} xl={8}>
              <ImportCard
                format={format}
                onImported={
                  format === 'kattis'
                    ? (problems) => setVerifying((v) => [...problems, ...v.filter((p) => !problems.some((n) => n.pid === p.pid))])
                    : undefined
                }
              />
            </Col>
          ))}
        </Row>
      </Card>
      {verifying.map((p) => (
        <VerificationPanel key={p.pid} pid={p.pid} problemId={p.problemId} />
      ))}
      <ExportPanel />
    </div>
  );
}
