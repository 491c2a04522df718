import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, isLanguage, setLanguage, useLanguage } from '../../i18n/index.ts';
import { toast } from '../../ui/feedback.ts';

/** The language switch of the top bar and the footer. */
export function LanguageSwitch({ testId = 'lang-switch', compact = false }: { testId?: string; compact?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span data-testid={`${testId}-${lang}`}>{LANGUAGE_LABELS[lang]}</span>,
        })),
        onClick: ({ key }) => {
          if (isLanguage(key)) void setLanguage(key).catch(() => toast.error(t('errors.network')));
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} data-testid={testId} aria-label={t('nav.language')} className="lang-switch">
        {compact ? null : LANGUAGE_LABELS[language]}
      </Button>
    </Dropdown>
  );
}
