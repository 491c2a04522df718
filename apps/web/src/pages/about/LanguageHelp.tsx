import type { HTMLAttributes } from 'react';
import { Grid, Skeleton, Table, Tag, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Language } from '@arbiter/contract';
import { getOwnLanguages } from '../../api/home.ts';
import { queryKeys } from '../../api/queries.ts';

/** The site's own judge: remote judges' languages are theirs to explain. */
const OWN_OJ = 'ME';

/**
 * The compilers of this site's judge (spec part 2 §2.15, the compiler and example help page): each
 * language with its compile command, and its example program folded under its row.
 */
export function LanguageHelp() {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md ?? true;
  const languages = useQuery({ queryKey: queryKeys.ownLanguages, queryFn: getOwnLanguages, staleTime: 5 * 60_000 });
  if (languages.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
  const own = (languages.data ?? []).filter((l) => l.oj === OWN_OJ);

  const head = (l: Language) => (
    <div className="about-language__head">
      <Tag color="blue" className="about-language__name">
        {l.name}
      </Tag>
      {l.description ? <span className="about-language__desc">{l.description}</span> : null}
    </div>
  );
  const command = (l: Language) =>
    l.compileCommand ? (
      <code className="about-language__command">{l.compileCommand}</code>
    ) : (
      <span className="muted">{t('about.noCompile')}</span>
    );
  // A phone has no room for two columns: the command goes under the name.
  const columns: TableColumnsType<Language> = wide
    ? [
        { key: 'name', title: t('about.language'), width: 190, render: (_v, l) => head(l) },
        { key: 'command', title: t('about.compileCommand'), render: (_v, l) => command(l) },
      ]
    : [
        {
          key: 'language',
          title: t('about.language'),
          render: (_v, l) => (
            <div className="about-language__stack">
              {head(l)}
              {command(l)}
            </div>
          ),
        },
      ];

  return (
    <>
      <p>{t('about.languagesLead')}</p>
      <Table<Language>
        className="about-languages"
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={own}
        pagination={false}
        locale={{ emptyText: t('about.languagesEmpty') }}
        expandable={{
          rowExpandable: (l) => Boolean(l.template),
          expandedRowRender: (l) => (
            <div className="about-language__template">
              <div className="about-language__label">{t('about.template')}</div>
              <pre className="about-language__code">{l.template}</pre>
            </div>
          ),
          columnTitle: '',
        }}
        onRow={(l) => ({ 'data-testid': `about-language-${l.name}` }) as HTMLAttributes<HTMLElement>}
        data-testid="about-languages"
      />
      <p className="muted about-languages__note">{t('about.languagesNote')}</p>
    </>
  );
}
