import { useState } from 'react';
import { defaultLayout, type PageWithLayout } from '@/layouts';
import { notFound, optional, pageLoader, type PageAnswer, type ReadyProps } from '@/lib/pageLoader';
import type { JyListData } from '@/services/goods';
import type { DictItem } from '@/services/dict';
import { Seo } from '@/components/common/Seo';
import { BackButton } from '@/components/search/BackButton';
import { MessageButton } from '@/components/search/MessageButton';
import { SearchBox } from '@/components/search/SearchBox';
import { useQuerySync } from '@/components/search/useQuerySync';
import { TradeGoodsList, tradeTabName } from '@/components/list/TradeGoodsList';
import { selFromQuery, selToQuery, type TradeSel } from '@/lib/list/tradeFilter';
import { isAppletsRequest, loadTradeFirstPage, loadTradeTypes } from '@/services/loaders/list';
import listStyles from '@/components/list/list.module.css';
import styles from '@/components/search/search.module.css';

type Props = { type: DictItem; keyword: string; sel: TradeSel; trade: JyListData | null; renderKey: string };

const TRADE_TEXT: Record<string, string> = {
  公司: '公司转让、营业执照转让，工商信息透明，平台担保交易',
  商标: '商标转让、注册商标买卖，45类商标任选，过户全程代办',
  专利: '发明专利、实用新型、外观设计专利转让，权属清晰',
  资质: '建筑、设计、监理等资质转让，资质分立与股权转让',
};

export const getServerSideProps = pageLoader(
  async ({ client, query, req, resolvedUrl }): Promise<PageAnswer<Props>> => {
    const keyword = query.keywords || '';
    const wanted = query.typeCode || '';
    const types = await loadTradeTypes(client, isAppletsRequest(req));
    const type = wanted ? types.find((t) => t.ext4 === wanted || t.code === wanted) : types[0];
    // An unknown type is a page that does not exist (the original sent it to /500).
    if (!type) return notFound();
    const sel = selFromQuery(query);
    const trade = await optional(loadTradeFirstPage(client, type.code, keyword, sel));
    return { type, keyword, sel, trade, renderKey: resolvedUrl };
  },
  { errorPage: true },
);

/** 资产交易 list of one type (公司 / 商标 / 专利 / 资质) with that type's filters. */
const JyListPage: PageWithLayout<ReadyProps<Props>> = ({ data }) => <ListView key={data.renderKey} {...data} />;

function ListView({ type, keyword: initialKeyword, sel, trade }: Props) {
  const [typed, setTyped] = useState(initialKeyword);
  const [keyword, setKeyword] = useState(initialKeyword);
  const sync = useQuerySync({ typeCode: type.ext4, ...(keyword ? { keywords: keyword } : {}) });
  const name = tradeTabName(type);
  return (
    <div className={listStyles.page}>
      <Seo
        title={`${name}-资产交易-薯片企服`}
        description={`薯片企服${name}：${TRADE_TEXT[type.name] ?? '优质资源，平台担保交易'}。`}
        path={`/list/jyList?typeCode=${encodeURIComponent(type.ext4)}`}
      />
      <div className={styles.stickyTop}>
        <SearchBox
          value={typed}
          onChange={setTyped}
          onSubmit={(w) => {
            setKeyword(w);
            sync({ keywords: w });
          }}
          placeholder={`搜索${name}`}
          left={<BackButton />}
          right={<MessageButton />}
        />
      </div>
      <h1 className="visually-hidden">{name}</h1>
      <TradeGoodsList
        types={[type]}
        active={type.code}
        hideTabs
        keyword={keyword}
        initial={keyword === initialKeyword ? trade : null}
        initialSel={sel}
        onSelChange={(s) => sync(selToQuery(s))}
        stickyTop="calc(0.96rem + var(--safe-top))"
      />
    </div>
  );
}

JyListPage.getLayout = defaultLayout;
export default JyListPage;
