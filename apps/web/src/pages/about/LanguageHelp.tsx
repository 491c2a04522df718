import { Collapse, List, Skeleton, Tag } from 'antd';
import { CodeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@arbiter/contract';
import { getOwnLanguages } from '../../api/home.ts';
import { queryKeys } from '../../api/queries.ts';

/** The site's own judge: remote judges' languages are theirs to explain. */
const OWN_OJ = 'ME';

function LanguageItem({ language }: { language: Language }) {
  const { t } = useTranslation();
  return (
    <List.Item className="about-language" data-testid={`about-language-${language.name}`}>
      <div className="about-language__head">
        <Tag color="blue" className="about-language__name">
          {language.name}
        </Tag>
        {language.description ? <span className="about-language__desc">{language.description}</span> : null}
      </div>
      <div className="about-language__label">{t('about.compileCommand')}</div>
      <pre className="about-language__code about-language__command">{language.compileCommand || t('about.noCompile')}</pre>
      {language.template ? (
        <Collapse
          size="small"
          className="about-language__template"
          items={[
            {
              key: 'template',
              label: (
                <span>
                  <CodeOutlined /> {t('about.template')}
                </span>
              ),
              children: <pre className="about-language__code">{language.template}</pre>,
            },
          ]}
        />
      ) : null}
    </List.Item>
  );
}

/**
 * The compilers of this site's judge (spec part 2 §2.15, the compiler and example help page):
 * each language with its compile command and an example program, read from the judge's own list.
 */
export function LanguageHelp() {
  const { t } = useTranslation();
  const languages = useQuery({ queryKey: queryKeys.ownLanguages, queryFn: getOwnLanguages, staleTime: 5 * 60_000 });
  if (languages.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const own = (languages.data ?? []).filter((l) => l.oj === OWN_OJ);
  return (
    <>
      <p>{t('about.languagesLead')}</p>
      <List<Language>
        className="about-languages"
        dataSource={own}
        locale={{ emptyText: t('about.languagesEmpty') }}
        renderItem={(language) => <LanguageItem key={language.id} language={language} />}
        data-testid="about-languages"
      />
      <p className="muted">{t('about.languagesNote')}</p>
    </>
  );
}
